"""web/online_texts.py: every text of online play in German, English and Russian, with the
same placeholders in each."""

from __future__ import annotations

import string

from web.online_texts import TEXTS


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_every_text_in_every_language_with_the_same_placeholders() -> None:
    assert set(TEXTS) == {"de", "en", "ru"}
    keys = set(TEXTS["de"])
    for lang, texts in TEXTS.items():
        assert set(texts) == keys, lang
        for key, text in texts.items():
            assert text.strip() and fields(text) == fields(TEXTS["de"][key]), (lang, key)


def test_every_refusal_code_has_a_text() -> None:
    from web.online.protocol import ERROR_CODES

    for code in (*ERROR_CODES, "bye"):
        assert f"online:refused:{code}" in TEXTS["de"]
