/** The reviews module's face: a listing's or a person's published reviews. */
export { listListingReviews, listUserReviews } from './reviews.service';
export { findPersonReviewsOf, findReviewedListingIds, personRatingSql } from './reviews.repository';
export { registerReviewRoutes } from './reviews.routes';
export { savePersonReview, type ReviewedBooking } from './reviews.service';
