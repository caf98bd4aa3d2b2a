"""Players' phones at the venue: read-only pages of what the scorekeeper published (pairings,
standings, the top-cut bracket) and the round clock, served on the venue's local network.

- ``publishing``: the scorekeeper's publish action; what it stores is all the phones ever see.
- ``board``: what each page shows, read from the publications and the live round clock.
- ``pages``: the HTML of each page (inline CSS and JavaScript, no external resources).
- ``server``: the read-only web server (waitress), its address and its limits.
- ``qr``: the address as a QR code, for the window, the projector clock and printouts.
"""
