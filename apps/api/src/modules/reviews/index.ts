/** The reviews module's face: a listing's or a person's published reviews. */
export { listListingReviews, listUserReviews } from './reviews.service';
