"""The Formats screen: formats and banlists as the organizer's data; card sets, official or not."""
