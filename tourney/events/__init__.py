"""Running a tournament: events, staff, players, deck lists, rounds, results, penalties and the
audit trail, under the 2016 MLP CCG Tournament Floor Rules (section 12 of the rules document).

Every function takes a SQLAlchemy ``Session`` and flushes; the caller commits, so one user action
is one transaction.

Where things are:

- ``event``: create, edit, start, finish, staff, warnings; ``players``, ``registration``:
  players, renaming, entries, late entries, removal before the start, drops; ``deck_lists``:
  handing in and locking lists.
- ``swiss_link``: pair the next Swiss round (``pair_next_round``), standings, CSV;
  ``round_edits``: re-pair or swap an unstarted round, seat a late entry in the bye,
  ``explain_pairing``; ``do_not_pair``: the do-not-pair list; ``topcut``: elimination rounds
  and ``bracket_of``.
- ``rounds``: storing a round, starting, finishing, time extensions; ``round_clock``: time
  left, pauses, end-of-match text; ``results``: entering and correcting results.
- ``penalties``: penalties and their effects, level changes; ``deck_checks``: legality review
  of a list (``review_deck_list``) and random deck checks.
- ``audit``, ``transfer`` (JSON export/import), ``simulation`` (a whole random event).
"""
