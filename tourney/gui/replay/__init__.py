"""The judge replay workspace (issue 8): rebuild a disputed game on the rules engine and settle it.

``lines`` (main line, what-ifs, cursor), ``describe`` and ``attempts`` are pure Python; ``board``
paints the table, ``models`` are the timeline and choice tables, ``workspace`` puts them together.
"""
