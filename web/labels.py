"""Every text the page shows, in German (the default) and English.

Owns the wording only: card names (for aria-labels; French-suited Kreuz/Pik/Karo/Herz with
Bube/Dame/König/Ass, German-suited Eichel/Laub/Schelle/Herz with Unter/Ober/König/Ass), game
and bid names (Eins … Durchmarsch, Geschäft, Herzprämie), the defence terms (Mitspielen,
Aussteigen, Einladen), prompts, the result explanations and the page's chrome. Does not own
markup (see ``view.py``) or any rule. The German terms follow rules.md §10.

>>> de = labels_for("de", "french")
>>> de.card("HK"), de.action("defend:play"), de.action("bid:herzpraemie")
('Herz König', 'Mitspielen', 'Herzprämie')
>>> labels_for("de", "german").card("CQ")
'Eichel Ober'
>>> labels_for("en", "french").card("ST")
'Ten of Spades'
"""

from __future__ import annotations

from dataclasses import dataclass

from .assist_texts import TEXTS as ASSIST_TEXTS
from .online_texts import TEXTS as ONLINE_TEXTS
from .storage_texts import TEXTS as STORAGE_TEXTS

__all__ = ["LANGS", "DECKS", "TEXTS", "Labels", "labels_for", "signed"]

LANGS = ("de", "en")
DECKS = ("french", "german")

_SUITS = {
    ("de", "french"): ("Kreuz", "Pik", "Karo", "Herz"),
    ("de", "german"): ("Eichel", "Laub", "Schelle", "Herz"),
    ("en", "french"): ("Clubs", "Spades", "Diamonds", "Hearts"),
    ("en", "german"): ("Acorns", "Leaves", "Bells", "Hearts"),
}
_RANKS = {
    ("de", "french"): ("Sieben", "Acht", "Neun", "Zehn", "Bube", "Dame", "König", "Ass"),
    ("de", "german"): ("Sieben", "Acht", "Neun", "Zehn", "Unter", "Ober", "König", "Ass"),
    ("en", "french"): ("Seven", "Eight", "Nine", "Ten", "Jack", "Queen", "King", "Ace"),
    ("en", "german"): ("Seven", "Eight", "Nine", "Ten", "Unter", "Ober", "King", "Ace"),
}
# Bids and games keep their Austrian names in English too, as the card tables say them.
_BIDS = {
    "de": {"1": "Eins", "2": "Zwei", "3": "Drei", "4": "Vier"},
    "en": {"1": "One", "2": "Two", "3": "Three", "4": "Four"},
}
_GAMES = {
    "geschaeft": "Geschäft",
    "bettler": "Bettler",
    "herzpraemie": "Herzprämie",
    "sans": "Sans Atout",
    "ouvert": "Bettler Ouvert",
    "durchmarsch": "Durchmarsch",
    "durchmarsch_ouvert": "Durchmarsch Ouvert",
}

TEXTS: dict[str, dict[str, str]] = {
    "de": {
        "title": "Preferanzen",
        "loading": "Preferanzen wird geladen …",
        "pass": "Passen",
        "hold": "Halten",
        "defend:play": "Mitspielen",
        "defend:pass": "Aussteigen",
        "invite:yes": "Einladen",
        "invite:no": "Allein spielen",
        "discard": "Ablegen",
        "discarded": "legt zwei Karten ab",
        "level:anfaenger": "Anfänger",
        "level:fortgeschritten": "Fortgeschritten",
        "level:profi": "Profi",
        "deck:french": "Französisch (Kreuz, Pik, Karo, Herz)",
        "deck:german": "Deutsch (Eichel, Laub, Schelle, Herz)",
        "lang:de": "Deutsch",
        "lang:en": "English",
        "pace:slow": "Langsam",
        "pace:normal": "Normal",
        "pace:fast": "Schnell",
        "pace:instant": "Sofort",
        "setting:level": "Spielstärke der Gegner",
        "setting:deck": "Karten",
        "setting:lang": "Sprache",
        "setting:name": "Dein Name",
        "setting:pace": "Tempo der Gegner",
        "setting:four_color": "Vierfarbig",
        "new_game": "Neues Spiel",
        "start": "Spiel beginnen",
        "apply": "Übernehmen",
        "close": "Schließen",
        "settings": "Einstellungen",
        "score_sheet": "Punkte",
        "last_trick": "Letzter Stich",
        "rules": "Regeln",
        "no_last_trick": "Noch kein Stich gespielt.",
        "next_deal": "Nächstes Spiel",
        "you": "Du",
        "left": "Links",
        "right": "Rechts",
        "opponent1": "Hansi",
        "opponent2": "Mizzi",
        "dealer": "Geber",
        "forehand": "Vorhand",
        "declarer": "Alleinspieler",
        "defender": "Gegenspieler",
        "to_act": "am Zug",
        "thinking": "überlegt …",
        "cards_n": "{n} Karten",
        "cards_1": "1 Karte",
        "tricks_n": "{n} Stiche",
        "tricks_1": "1 Stich",
        "deal_n": "Spiel {n}",
        "dealer_is": "Geber: {name}",
        "setup": "Wähle die Einstellungen und beginne ein Spiel.",
        "resume_hint": "Die laufende Partie bleibt gespeichert.",
        "prompt:auction": "Dein Gebot",
        "prompt:naming": "Geschäft: Trumpf ansagen",
        "prompt:exchange": "Talon aufgenommen: wähle zwei Karten zum Ablegen",
        "prompt:exchange_n": "{n} von 2 gewählt",
        "prompt:announce": "Spiel ansagen",
        "prompt:defence": "Mitspielen oder aussteigen?",
        "prompt:invite": "Du spielst allein mit: den anderen einladen?",
        "prompt:play": "Du bist am Zug: spiel eine Karte",
        "prompt:lead": "Du spielst aus",
        "waiting": "{name} ist am Zug …",
        "talon": "Talon",
        "talon_mark": "aus dem Talon",
        "discard_pile": "Abgelegt",
        "contract": "Spiel",
        "bid": "Gebot",
        "trumps": "Trumpf",
        "no_trumps": "ohne Trumpf",
        "defence": "Verteidigung",
        "geschaeft_in": "Geschäft in {suit}",
        "suit_game": "{suit} ({bid})",
        "config:C1": "beide spielen mit",
        "config:C2": "{active} spielt allein mit, {passer} ist ausgestiegen",
        "config:C3": "{inviter} hat {invited} eingeladen",
        "config:C4": "beide ausgestiegen",
        "config:pending": "Gegenspieler entscheiden …",
        "decided:play": "spielt mit",
        "decided:pass": "steigt aus",
        "open_hand": "Offene Karten von {name}",
        "trick_to": "Stich an {name}",
        "trick_n": "Stich {n}",
        "calls": "Ansagen",
        "named": "sagt {suit} an",
        "announces": "spielt {game}",
        "result": "Ergebnis",
        "all_pass": "Alle passen — neu geben",
        "all_pass_detail": "Keine Punkte; der nächste Spieler links gibt.",
        "lives": "lebt",
        "falls": "fällt",
        "won": "gewonnen",
        "lost": "verloren",
        "result_trump": "{name} spielt {game} und {verdict} mit {n} Stichen.",
        "result_c4": "{name} spielt {game}; beide Gegenspieler steigen aus: gewonnen ohne Spiel.",
        "result_fixed": "{name} spielt {game}: {verdict}. Fester Wert: {value} je Gegenspieler.",
        "role:declarer": "Alleinspieler",
        "role:play": "spielt mit",
        "role:pass": "ausgestiegen",
        "role:inv": "eingeladen",
        "role:invr": "hat eingeladen",
        "col:player": "Spieler",
        "col:role": "Rolle",
        "col:tricks": "Stiche",
        "col:credited": "angerechnet",
        "col:status": "Ergebnis",
        "col:points": "Punkte",
        "col:why": "Warum",
        "why:case1": "Fall 1: Alleinspieler fällt, Gegenspieler lebt {v}",
        "why:case2": "Fall 2: Alleinspieler lebt, Gegenspieler lebt {v}",
        "why:case3": "Fall 3: beide fallen {v}",
        "why:case4": "Fall 4: Alleinspieler lebt, Gegenspieler fällt {v}",
        "why:credited": "angerechnete Stiche {v}",
        "why:premium": "Herzprämie {v}",
        "why:declarer": "Gegenwert beider Gegenspieler {v}",
        "why:fixed_d": "{game}: doppelter fester Wert {v}",
        "why:fixed_x": "{game}: fester Wert {v}",
        "hands": "Die Karten dieses Spiels (wie gegeben)",
        "deal": "Nr.",
        "total": "Summe",
        "game_short": "Spiel",
        "no_deals": "Noch kein Spiel beendet.",
        "past_matches": "Frühere Partien",
        "match_of": "Partie vom {date}: {n} Spiele",
        "notice_corrupt": (
            "Gespeicherte Daten ({key}) waren unlesbar und wurden als {backup} aufbewahrt; "
            "dieser Teil beginnt neu."
        ),
        "notice_foreign": (
            "Gespeicherte Daten ({key}) stammen aus einer anderen Version und wurden als "
            "{backup} aufbewahrt; dieser Teil beginnt neu."
        ),
        "notice_partial": (
            "Einige Einträge in {key} waren unlesbar; das Original ist als {backup} "
            "aufbewahrt, der Rest bleibt erhalten."
        ),
        "notice_worker": "Die Gegner rechnen ohne Hintergrund-Thread; die Seite kann kurz stocken.",
        "dismiss": "Hinweis schließen",
        "notice_update": (
            "Eine neue Version von Preferanzen ist geladen. Neu laden, um sie zu verwenden; "
            "die Partie bleibt erhalten."
        ),
        "reload": "Neu laden",
        "your_cards": "Deine Karten",
        "keys_help": (
            "Tastatur: ← → wählt eine Karte, ↑ ↓ wechselt zwischen Karten und Ansagen, "
            "Eingabe oder Leertaste spielt, L zeigt den letzten Stich, H gibt einen Tipp, "
            "Esc schließt."
        ),
        "seat_label": "{name}: {cards}, {tricks}",
    },
    "en": {
        "title": "Preferanzen",
        "loading": "Loading Preferanzen …",
        "pass": "Pass",
        "hold": "Hold",
        "defend:play": "Play",
        "defend:pass": "Stay out",
        "invite:yes": "Invite",
        "invite:no": "Play alone",
        "discard": "Discard",
        "discarded": "discards two cards",
        "level:anfaenger": "Beginner",
        "level:fortgeschritten": "Advanced",
        "level:profi": "Expert",
        "deck:french": "French-suited (Clubs, Spades, Diamonds, Hearts)",
        "deck:german": "German-suited (Acorns, Leaves, Bells, Hearts)",
        "lang:de": "Deutsch",
        "lang:en": "English",
        "pace:slow": "Slow",
        "pace:normal": "Normal",
        "pace:fast": "Fast",
        "pace:instant": "Instant",
        "setting:level": "Opponents' strength",
        "setting:deck": "Cards",
        "setting:lang": "Language",
        "setting:name": "Your name",
        "setting:pace": "Opponents' pace",
        "setting:four_color": "Four colours",
        "new_game": "New game",
        "start": "Start playing",
        "apply": "Apply",
        "close": "Close",
        "settings": "Settings",
        "score_sheet": "Scores",
        "last_trick": "Last trick",
        "rules": "Rules",
        "no_last_trick": "No trick played yet.",
        "next_deal": "Next deal",
        "you": "You",
        "left": "Left",
        "right": "Right",
        "opponent1": "Hansi",
        "opponent2": "Mizzi",
        "dealer": "Dealer",
        "forehand": "Forehand",
        "declarer": "Declarer",
        "defender": "Defender",
        "to_act": "to act",
        "thinking": "thinking …",
        "cards_n": "{n} cards",
        "cards_1": "1 card",
        "tricks_n": "{n} tricks",
        "tricks_1": "1 trick",
        "deal_n": "Deal {n}",
        "dealer_is": "Dealer: {name}",
        "setup": "Choose your settings and start a game.",
        "resume_hint": "The match in progress stays saved.",
        "prompt:auction": "Your bid",
        "prompt:naming": "Geschäft: name the trump suit",
        "prompt:exchange": "You took the talon: choose two cards to discard",
        "prompt:exchange_n": "{n} of 2 chosen",
        "prompt:announce": "Announce your game",
        "prompt:defence": "Play or stay out?",
        "prompt:invite": "You defend alone: invite the other player?",
        "prompt:play": "Your turn: play a card",
        "prompt:lead": "Your lead",
        "waiting": "{name} to act …",
        "talon": "Talon",
        "talon_mark": "from the talon",
        "discard_pile": "Discarded",
        "contract": "Game",
        "bid": "Bid",
        "trumps": "Trumps",
        "no_trumps": "no trumps",
        "defence": "Defence",
        "geschaeft_in": "Geschäft in {suit}",
        "suit_game": "{suit} ({bid})",
        "config:C1": "both defend",
        "config:C2": "{active} defends alone, {passer} stayed out",
        "config:C3": "{inviter} invited {invited}",
        "config:C4": "both stayed out",
        "config:pending": "defenders deciding …",
        "decided:play": "plays",
        "decided:pass": "stays out",
        "open_hand": "{name}'s open cards",
        "trick_to": "Trick to {name}",
        "trick_n": "Trick {n}",
        "calls": "Calls",
        "named": "names {suit}",
        "announces": "plays {game}",
        "result": "Result",
        "all_pass": "All pass — redeal",
        "all_pass_detail": "No points; the next player to the left deals.",
        "lives": "lives",
        "falls": "falls",
        "won": "won",
        "lost": "lost",
        "result_trump": "{name} plays {game} and {verdict} with {n} tricks.",
        "result_c4": "{name} plays {game}; both defenders stay out: won without play.",
        "result_fixed": "{name} plays {game}: {verdict}. Fixed value: {value} per defender.",
        "role:declarer": "declarer",
        "role:play": "defends",
        "role:pass": "stayed out",
        "role:inv": "invited",
        "role:invr": "invited the other",
        "col:player": "Player",
        "col:role": "Role",
        "col:tricks": "Tricks",
        "col:credited": "credited",
        "col:status": "Outcome",
        "col:points": "Points",
        "col:why": "Why",
        "why:case1": "case 1: declarer falls, defender lives {v}",
        "why:case2": "case 2: declarer lives, defender lives {v}",
        "why:case3": "case 3: both fall {v}",
        "why:case4": "case 4: declarer lives, defender falls {v}",
        "why:credited": "credited tricks {v}",
        "why:premium": "Herzprämie {v}",
        "why:declarer": "both defenders' points, reversed {v}",
        "why:fixed_d": "{game}: twice the fixed value {v}",
        "why:fixed_x": "{game}: fixed value {v}",
        "hands": "This deal's cards (as dealt)",
        "deal": "No.",
        "total": "Total",
        "game_short": "Game",
        "no_deals": "No deal finished yet.",
        "past_matches": "Earlier matches",
        "match_of": "Match of {date}: {n} deals",
        "notice_corrupt": (
            "Saved data ({key}) could not be read; it was kept as {backup} and that part "
            "starts afresh."
        ),
        "notice_foreign": (
            "Saved data ({key}) comes from another version; it was kept as {backup} and "
            "that part starts afresh."
        ),
        "notice_partial": (
            "Some entries in {key} could not be read; the original was kept as {backup}, "
            "the rest is kept."
        ),
        "notice_worker": "The opponents think without a background thread; the page may stall.",
        "dismiss": "Dismiss notice",
        "notice_update": (
            "A new version of Preferanzen has been loaded. Reload to use it; your match is kept."
        ),
        "reload": "Reload",
        "your_cards": "Your cards",
        "keys_help": (
            "Keyboard: ← → picks a card, ↑ ↓ moves between the cards and the calls, Enter or "
            "Space plays, L shows the last trick, H gives a hint, Esc closes."
        ),
        "seat_label": "{name}: {cards}, {tricks}",
    },
}

for _lang, _texts in ASSIST_TEXTS.items():  # the player's aids (undo, hint, statistics)
    TEXTS[_lang].update(_texts)
for _lang in LANGS:  # playing with friends (web.online)
    TEXTS[_lang].update(ONLINE_TEXTS[_lang])
for _lang, _texts in STORAGE_TEXTS.items():  # saved data: set aside, full, blocked, other tabs
    TEXTS[_lang].update(_texts)

_BASE_CASE = {4: "why:case1", -3: "why:case2", -2: "why:case3", -8: "why:case4"}


def signed(value: int) -> str:
    """A point value with its sign, using a real minus sign: ``+4``, ``−3``, ``0``."""
    if value > 0:
        return f"+{value}"
    if value < 0:
        return f"\u2212{-value}"
    return "0"


@dataclass(frozen=True, slots=True)
class Labels:
    """The texts for one language and one deck (the suit names differ by deck)."""

    lang: str = "de"
    deck: str = "french"

    def t(self, key: str, /, **values: object) -> str:
        """The text ``key``, formatted with ``values``; the key itself if it is unknown."""
        text = TEXTS[self.lang].get(key, TEXTS["de"].get(key, key))
        return text.format(**values) if values else text

    def count(self, key: str, n: int) -> str:
        """``<key>_n`` with the number, or ``<key>_1`` for exactly one: "1 Stich", "2 Stiche"."""
        return self.t(f"{key}_1") if n == 1 else self.t(f"{key}_n", n=n)

    def suit(self, letter: str) -> str:
        """Suit name for ``C S D H``."""
        return _SUITS[self.lang, self.deck]["CSDH".index(letter)]

    def rank(self, letter: str) -> str:
        return _RANKS[self.lang, self.deck]["789TJQKA".index(letter)]

    def card(self, card: str) -> str:
        """Spoken card name for aria-labels: ``Herz König`` / ``King of Hearts``."""
        if self.lang == "en":
            return f"{self.rank(card[1])} of {self.suit(card[0])}"
        return f"{self.suit(card[0])} {self.rank(card[1])}"

    def bid(self, bid: str) -> str:
        """Name of a bid: ``1`` → Eins, ``geschaeft`` → Geschäft."""
        return _BIDS[self.lang].get(bid) or _GAMES.get(bid, bid)

    def game(self, game: str | None, bid: str | None = None) -> str:
        """The contract's name: a suit game shows suit and number, Geschäft its suit."""
        if game is None:
            return self.bid(bid) if bid else ""
        if game in ("C", "S", "D", "H"):
            if bid == "herzpraemie":
                return _GAMES["herzpraemie"]
            if bid == "geschaeft":
                return self.t("geschaeft_in", suit=self.suit(game))
            return self.t(
                "suit_game", suit=self.suit(game), bid=self.bid(str("CSDH".index(game) + 1))
            )
        return _GAMES.get(game, game)

    def level(self, level: str) -> str:
        text = TEXTS[self.lang].get(f"level:{level}")
        return text if text is not None else level.replace("_", " ").capitalize()

    def action(self, action: str) -> str:
        """Button text of an engine action string."""
        kind, _, arg = action.partition(":")
        if kind in ("pass", "hold"):
            return self.t(kind)
        if kind == "bid":
            return self.bid(arg)
        if kind == "name":
            return self.suit(arg)
        if kind == "announce":
            return self.suit(arg) if arg in ("C", "S", "D", "H") else _GAMES.get(arg, arg)
        if kind == "play":
            return self.card(arg)
        if kind == "discard":
            cards = ", ".join(self.card(c) for c in arg.split(",") if c)
            return f"{self.t('discard')}: {cards}" if cards else self.t("discard")
        return self.t(action)

    def base_case(self, base: int) -> str:
        """The §7.1 case of a defender's base points, e.g. "Fall 2 … −3"."""
        key = _BASE_CASE.get(base)
        return self.t(key, v=signed(base)) if key else signed(base)


def labels_for(lang: str, deck: str) -> Labels:
    """Labels for a language and deck, falling back to German / French for unknown values."""
    return Labels(lang if lang in LANGS else "de", deck if deck in DECKS else "french")
