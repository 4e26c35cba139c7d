// Structured data of a tasker profile for search engines: a LocalBusiness with its rating and
// latest reviews (schema.org), built from the same profile and reviews the page shows.
import type { Review, TaskerProfile } from "@contract/taskers";
import { descriptionFromBio, profileRating, profileRatingCount } from "@contract/tasker-display";

export function taskerJsonLd(tasker: TaskerProfile, reviews: Review[], reviewCount: number, url: string) {
  const rating = profileRating(tasker.reviewAverage, tasker.rating);
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": url,
    name: tasker.heading,
    url,
    description: descriptionFromBio(tasker.bio) || undefined,
    address: { "@type": "PostalAddress", addressLocality: tasker.location },
    priceRange: tasker.hourlyRate ? `$${tasker.hourlyRate}/hr` : undefined,
    knowsAbout: tasker.skills,
    ...(tasker.profileImage ? { image: new URL(tasker.profileImage, url).href } : {}),
    ...(reviewCount > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: rating,
            reviewCount: profileRatingCount(tasker.totalReviews, reviewCount),
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    review: reviews.map((review) => ({
      "@type": "Review",
      author: { "@type": "Person", name: review.reviewerName },
      datePublished: review.createdAt.slice(0, 10),
      reviewBody: review.comment ?? undefined,
      reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    })),
  };
}
