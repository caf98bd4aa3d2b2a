"""The card browser: search the imported cards with filters; a pane with the card's details."""
