/**
 * What 'competition' means on every screen and in every answer (docs/decisions/700): a score of how open the
 * market is, 0-100, where higher is better (fewer, weaker competitors). Levels (Low/Medium/High competition)
 * describe crowding in words and are coloured the other way round: low competition is good news.
 */

/** The one name of the competition score, shown beside it wherever it appears. */
export const COMPETITION_SCORE_LABEL = "Competition (higher = less crowded)";
