"""The Metagame view: Mane Characters, colours and matchups of the event's registered lists."""
