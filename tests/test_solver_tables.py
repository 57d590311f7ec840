"""The solver's lookup tables against their definitions, entry by entry.

``solver_tables`` builds ``COMPRESS`` and ``PACK`` the fast way (the page imports them in
its first seconds); here they are built again the plain way, one card or one pair at a
time, and must be the same tables.
"""

from __future__ import annotations

from game.bots.solver_tables import COMPRESS, PACK


def test_compress_renumbers_each_subset_by_rank_among_the_present_cards() -> None:
    expected = [0] * 65536
    for present in range(256):
        ranks = [card for card in range(8) if present >> card & 1]
        for hand in range(256):
            if hand & ~present == 0:
                expected[present << 8 | hand] = sum(
                    1 << rank for rank, card in enumerate(ranks) if hand >> card & 1
                )
    assert COMPRESS == tuple(expected)


def test_pack_squeezes_out_the_empty_pairs_in_order() -> None:
    expected = []
    for code in range(65536):
        pairs = [code >> (2 * i) & 3 for i in range(8)]
        held = [pair for pair in pairs if pair]
        expected.append(sum(pair << (2 * i) for i, pair in enumerate(held)))
    assert PACK == tuple(expected)
