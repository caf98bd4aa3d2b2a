"""Running a tournament: events, staff, players, deck lists, rounds, results, penalties and the
audit trail, under the 2016 MLP CCG Tournament Floor Rules (section 12 of the rules document).

Every function takes a SQLAlchemy ``Session`` and flushes; the caller commits, so one user action
is one transaction.
"""
