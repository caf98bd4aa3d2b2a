"""Running the rounds: pairings and fast result entry, standings, penalties, the round clock and
the top cut. Every screen reads the event through ``tourney.events`` in a short session and
calls the same domain functions the command line uses; no floor rule is decided here."""
