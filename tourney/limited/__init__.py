"""Limited events (2016 rules document, 11. Limited Play): draft pods and seating, booster
packs from each set's packaging, sealed and drafted pools, and decks checked against a pool."""
