/** The reviews module's face: a listing's published reviews. */
export { listListingReviews } from './reviews.service';
