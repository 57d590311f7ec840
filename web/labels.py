"""Every text the page shows, in German (the default), English and Russian.

Owns the wording and the grammar that goes with it: card names (for aria-labels;
French-suited Kreuz/Pik/Karo/Herz with Bube/Dame/König/Ass, German-suited
Eichel/Laub/Schelle/Herz with Unter/Ober/König/Ass), game and bid names (Eins …
Durchmarsch, Geschäft, Herzprämie; in Russian the terms of Russian Preferans players: пас,
вист, мизер, «с руки»), the defence terms (Mitspielen, Aussteigen, Einladen), prompts, the
table's sentences, the result explanations and the page's chrome. Does not own markup (see
``view.py``) or any rule. The terms follow rules.md §10.

Grammar: a sentence about a seat has a second form for the player himself, the same key
with ``:you`` (``Labels.s``): "Hansi spielt mit" / "Du spielst mit", "Hansi passes" /
"You pass", "Ханси вистует" / "Вы вистуете". Counted nouns have their plural forms
(``Labels.count``; Russian has three: 1 взятка, 2 взятки, 5 взяток). The texts live in
``TEXTS`` here (the table), ``assist_texts`` (undo, hint, analysis, statistics),
``guide_texts`` (the guided deal and the game terms), ``review_texts`` (review, replay,
result sentences), ``house_texts`` (the house rules) and ``online_texts`` (playing with
friends); ``tests/test_web_labels.py`` checks that every key exists in every
language with the same placeholders.

>>> de = labels_for("de", "french")
>>> de.card("HK"), de.action("defend:play"), de.action("bid:herzpraemie")
('Herz König', 'Mitspielen', 'Herzprämie')
>>> labels_for("de", "german").card("CQ")
'Eichel Ober'
>>> labels_for("en", "french").card("ST")
'Ten of Spades'
>>> ru = labels_for("ru", "french")
>>> ru.card("DQ"), ru.action("defend:play"), ru.count("tricks", 5), ru.count("tricks", 22)
('дама бубён', 'Вист', '5 взяток', '22 взятки')
>>> de.s("log:pass", True, name="Du"), de.s("log:pass", False, name="Hansi")
('Du passt', 'Hansi passt')
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from .assist_texts import TEXTS as ASSIST_TEXTS
from .guide_texts import TEXTS as GUIDE_TEXTS
from .house_texts import TEXTS as HOUSE_TEXTS
from .online_texts import TEXTS as ONLINE_TEXTS
from .review_texts import TEXTS as REVIEW_TEXTS
from .storage_texts import TEXTS as STORAGE_TEXTS

__all__ = ["LANGS", "DECKS", "TEXTS", "Labels", "labels_for", "signed", "cap", "quote_once"]

LANGS = ("de", "en", "ru")
DECKS = ("french", "german")

_SUITS = {
    ("de", "french"): ("Kreuz", "Pik", "Karo", "Herz"),
    ("de", "german"): ("Eichel", "Laub", "Schelle", "Herz"),
    ("en", "french"): ("Clubs", "Spades", "Diamonds", "Hearts"),
    ("en", "german"): ("Acorns", "Leaves", "Bells", "Hearts"),
    ("ru", "french"): ("трефы", "пики", "бубны", "червы"),
    ("ru", "german"): ("жёлуди", "листья", "бубенцы", "червы"),
}
_SUITS_OF = {  # Russian card names take the suit in the genitive: "дама пик", "туз червей"
    "french": ("треф", "пик", "бубён", "червей"),
    "german": ("желудей", "листьев", "бубенцов", "червей"),
}
_RANKS = {
    ("de", "french"): ("Sieben", "Acht", "Neun", "Zehn", "Bube", "Dame", "König", "Ass"),
    ("de", "german"): ("Sieben", "Acht", "Neun", "Zehn", "Unter", "Ober", "König", "Ass"),
    ("en", "french"): ("Seven", "Eight", "Nine", "Ten", "Jack", "Queen", "King", "Ace"),
    ("en", "german"): ("Seven", "Eight", "Nine", "Ten", "Unter", "Ober", "King", "Ace"),
    ("ru", "french"): (
        *("семёрка", "восьмёрка", "девятка", "десятка"),
        *("валет", "дама", "король", "туз"),
    ),
    ("ru", "german"): (
        *("семёрка", "восьмёрка", "девятка", "десятка"),
        *("унтер", "обер", "король", "туз"),
    ),
}
# Bids and games keep their Austrian names in English, as the card tables say them; in
# Russian they take the names Russian players know (rules.md §10; seed 002).
_BIDS = {
    "de": {"1": "Eins", "2": "Zwei", "3": "Drei", "4": "Vier"},
    "en": {"1": "One", "2": "Two", "3": "Three", "4": "Four"},
    "ru": {"1": "Один", "2": "Два", "3": "Три", "4": "Четыре"},
}
_AUSTRIAN_GAMES = {
    "geschaeft": "Geschäft",
    "bettler": "Bettler",
    "herzpraemie": "Herzprämie",
    "sans": "Sans Atout",
    "ouvert": "Bettler Ouvert",
    "durchmarsch": "Durchmarsch",
    "durchmarsch_ouvert": "Durchmarsch Ouvert",
}
_GAMES = {
    "de": _AUSTRIAN_GAMES,
    "en": _AUSTRIAN_GAMES,
    "ru": {
        "geschaeft": "С руки",
        "bettler": "Мизер",
        "herzpraemie": "«Червы»",
        "sans": "Без козыря",
        "ouvert": "Открытый мизер",
        "durchmarsch": "Дурхмарш",
        "durchmarsch_ouvert": "Открытый дурхмарш",
    },
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
        "level:anfaenger": "Anfänger",
        "level:fortgeschritten": "Fortgeschritten",
        "level:profi": "Profi",
        "deck:french": "Französisch (Kreuz, Pik, Karo, Herz)",
        "deck:german": "Deutsch (Eichel, Laub, Schelle, Herz)",
        "lang:de": "Deutsch",
        "lang:en": "English",
        "lang:ru": "Русский",
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
        "setting:letters": "Die Tasten L und H verwenden",
        "setting:sound": "Töne: Karte, Stich, du bist dran, Ergebnis",
        "setting:guide": "Geführtes Spiel: jeder Schritt wird kurz erklärt",
        "section:cards": "Karten und Name",
        "section:pace": "Tempo und Hilfen",
        "new_game": "Neue Partie",
        "new_game_menu": "Neue Partie …",
        "start": "Partie beginnen",
        "start_new": "Neue Partie beginnen",
        "apply": "Übernehmen",
        "cancel": "Abbrechen",
        "close": "Schließen",
        "settings": "Einstellungen",
        "settings_note": "Gilt, sobald du übernimmst; die laufende Partie geht weiter.",
        "score_sheet": "Punkte",
        "last_trick": "Letzter Stich",
        "rules": "Regeln",
        "menu": "Menü",
        "calls_menu": "Ansagen",
        "sound": "Ton",
        "sound_on": "Ton ist an",
        "sound_off": "Ton ist aus",
        "no_last_trick": "Noch kein Stich gespielt.",
        "next_deal": "Nächstes Spiel",
        "you": "Du",
        "you_acc": "dich",
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
        "setup": "Wähle die Einstellungen und beginne eine Partie.",
        "resume_hint": "Die laufende Partie bleibt gespeichert, bis du eine neue beginnst.",
        "prompt:auction": "Dein Gebot",
        "prompt:naming": "Geschäft: Trumpf ansagen",
        "prompt:exchange": "Wähle zwei Karten zum Ablegen",
        "prompt:exchange_n": "{n} von 2 gewählt",
        "prompt:announce": "Spiel ansagen",
        "prompt:defence": "Mitspielen oder aussteigen?",
        "prompt:invite": "Du spielst allein mit: den anderen einladen?",
        "prompt:play": "Du bist am Zug: spiel eine Karte",
        "prompt:lead": "Du spielst aus",
        "waiting": "{name} ist am Zug …",
        "talon": "Talon",
        "talon_mark": "aus dem Talon",
        "talon_badge": "T",
        "discard_mark": "aus der Ablage",
        "discard_badge": "A",
        "talon_hidden": "Talon, verdeckt",
        "talon_taken": "Talon: diese zwei Karten hast du aufgenommen",
        "talon_other": "{name} nimmt den Talon auf",
        "talon_other:you": "Du nimmst den Talon auf",
        "your_discard": "Dein Abwurf",
        "discard_pile": "Abgelegt",
        "contract": "Spiel",
        "bid": "Gebot",
        "trumps": "Trumpf",
        "no_trumps": "ohne Trumpf",
        "defence": "Verteidigung",
        "high_bid": "Höchstes Gebot: {bid} ({names})",
        "plays_game": "{name} spielt {game}",
        "plays_game:you": "Du spielst {game}",
        "geschaeft_in": "Geschäft in {suit}",
        "suit_game": "{suit} ({bid})",
        "config:C1": "beide spielen mit",
        "config:C2": "{active} spielt allein mit, {passer} ist ausgestiegen",
        "config:C2:you": "du spielst allein mit, {passer} ist ausgestiegen",
        "config:C2:you_out": "{active} spielt allein mit, du bist ausgestiegen",
        "config:C3": "{inviter} hat {invited} eingeladen",
        "config:C3:you": "du hast {invited} eingeladen",
        "config:C3:you_out": "{inviter} hat dich eingeladen",
        "config:C4": "beide ausgestiegen",
        "config:pending": "Gegenspieler entscheiden …",
        "decided:play": "{name} spielt mit",
        "decided:play:you": "du spielst mit",
        "decided:pass": "{name} steigt aus",
        "decided:pass:you": "du steigst aus",
        "open_hand": "Offene Karten von {name}",
        "trick_to": "Stich an {name}",
        "trick_to:you": "Dein Stich",
        "trick_won": "an {name}",
        "trick_won:you": "an dich",
        "trick_n": "Stich {n}",
        "calls": "Ansagen",
        "calls:log": "Ansagen am Tisch",
        "no_calls": "Noch keine Ansage.",
        # the call log and the screen reader: one sentence per public action
        "log:pass": "{name} passt",
        "log:pass:you": "Du passt",
        "log:hold": "{name} hält",
        "log:hold:you": "Du hältst",
        "log:bid": "{name} bietet {bid}",
        "log:bid:you": "Du bietest {bid}",
        "log:name": "{name} nennt {suit} als Trumpf",
        "log:name:you": "Du nennst {suit} als Trumpf",
        "log:discard": "{name} legt zwei Karten ab",
        "log:discard:you": "Du legst {cards} ab",
        "log:announce": "{name} sagt {game} an",
        "log:announce:you": "Du sagst {game} an",
        "log:defend:play": "{name} spielt mit",
        "log:defend:play:you": "Du spielst mit",
        "log:defend:pass": "{name} steigt aus",
        "log:defend:pass:you": "Du steigst aus",
        "log:invite:yes": "{name} lädt {other} ein",
        "log:invite:yes:you": "Du lädst {other} ein",
        "log:invite:no": "{name} spielt allein mit",
        "log:invite:no:you": "Du spielst allein mit",
        "log:play": "{name}: {card}",
        "log:play:you": "Du: {card}",
        "log:call": "{name}: {call}",
        "log:call:you": "Du: {call}",
        "and": "und",
        "or": "oder",
        # what a player says at the table (the speech bubbles)
        "say:pass": "Passe",
        "say:hold": "Ich halte",
        "say:discard": "Abgelegt",
        "say:defend:play": "Ich spiele mit",
        "say:defend:pass": "Ich steige aus",
        "say:invite:yes": "Ich lade ein",
        "say:invite:no": "Ich spiele allein",
        "result": "Ergebnis",
        "all_pass": "Alle passen — neu geben",
        "all_pass_detail": "Keine Punkte; der nächste Spieler links gibt.",
        "all_pass_detail:anticlockwise": "Keine Punkte; der nächste Spieler rechts gibt.",
        "lives": "lebt",
        "lives:you": "lebst",
        "falls": "fällt",
        "falls:you": "fällst",
        "won": "gewonnen",
        "lost": "verloren",
        "role:declarer": "Alleinspieler",
        "role:play": "spielt mit",
        "role:play:you": "spielst mit",
        "role:pass": "ausgestiegen",
        "role:inv": "eingeladen",
        "role:invr": "hat eingeladen",
        "role:invr:you": "hast eingeladen",
        "col:player": "Spieler",
        "col:role": "Rolle",
        "col:tricks": "Stiche",
        "col:credited": "Angerechnet",
        "col:status": "Ergebnis",
        "col:points": "Punkte",
        "col:chips": "Fische",
        "col:why": "Warum",
        "why:case1": "Fall 1: Alleinspieler fällt, Gegenspieler lebt {v}",
        "why:case2": "Fall 2: Alleinspieler lebt, Gegenspieler lebt {v}",
        "why:case3": "Fall 3: beide fallen {v}",
        "why:case4": "Fall 4: Alleinspieler lebt, Gegenspieler fällt {v}",
        "why:credited": "angerechnete Stiche {v}",
        "why:needed": "{n} Stiche nötig",
        "why:none_needed": "Eingeladene brauchen keinen Stich",
        "why:premium": "Herzprämie {v}",
        "why:declarer": "Gegenwert beider Gegenspieler {v}",
        "why:fixed_d": "{game}: doppelter fester Wert {v}",
        "why:fixed_x": "{game}: fester Wert {v}",
        # a no-break space on both sides of "=": the sum never starts a line alone
        "why:fixed_x:factor": "{game}: fester Wert {base}, {factor}\u00a0=\u00a0{v}",
        "why:fixed_d:sum": "{game}: gegen beide Gegenspieler {a} und {b}\u00a0=\u00a0{v}",
        "hands": "Die Karten dieses Spiels (wie gegeben)",
        "deal": "Nr.",
        "total": "Summe",
        "totals": "Stand",
        "totals_label": "Stand der Partie",
        "totals_change": "zuletzt {v}",
        "game_short": "Spiel",
        "no_deals": "Noch kein Spiel beendet.",
        "past_matches": "Frühere Partien",
        "match_of": "Partie vom {date}: {deals}",
        "deals_1": "1 Spiel",
        "deals_n": "{n} Spiele",
        "confirm:title": "Laufende Partie beenden?",
        "confirm:text": (
            "Die Partie läuft: Spiel {n}, Stand {score}. Eine neue Partie beginnt wieder bei 0; "
            "die bisherigen Spiele bleiben in der Statistik."
        ),
        "confirm:yes": "Ja, neue Partie beginnen",
        "confirm:no": "Nein, weiterspielen",
        "confirm:share": (
            "Beim Beenden wird die {name} ({pool}) geteilt, je {each}: Endstand {score}."
        ),
        "confirm:share_before": (
            "Beim Beenden wird die {name} vor diesem Spiel ({pool}) geteilt, je {each}: "
            "Endstand {score}."
        ),
        "confirm:share_rest": "Rest unverteilt: {rest}.",
        "past_shared": "{name} {pool} geteilt",
        "past_shared_rest": "{name} {pool} geteilt, Rest {rest}",
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
        "keys": "Tastatur",
        "dialog:import_note": (
            "Schon auf einem anderen Gerät gespielt? Importiere die dort exportierte Datei: "
            "die Partien kommen zur Statistik dazu."
        ),
        "keys_help": (
            "← → wählt eine Karte, ↑ ↓ wechselt zwischen Karten und Ansagen, "
            "Eingabe oder Leertaste spielt, L zeigt den letzten Stich, H gibt einen Tipp, "
            "Esc schließt."
        ),
        "seat_label": "{name}: {cards}, {tricks}",
        # why a control cannot be used now (shown on the page: touch has no tooltips)
        "why_off:last-trick": "Noch kein Stich gespielt.",
        "why_off:score-sheet": "Die Punkte gibt es, sobald eine Partie läuft.",
        "why_off:hint": "Einen Tipp gibt es, wenn du am Zug bist.",
        # the duties in play (rules.md R5.4), shown while some cards are not allowed
        "duty:follow_beat": "Farb- und Stichzwang: {suit} bedienen und den Stich übernehmen",
        "duty:follow": "Farbzwang: {suit} bedienen",
        "duty:trump": "Kein {suit}: Trumpfzwang, du musst stechen",
        "duty:overtrump": "Kein {suit}: Trumpfzwang, du musst übertrumpfen",
    },
    "en": {
        "title": "Preferanzen",
        "loading": "Loading Preferanzen …",
        "pass": "Pass",
        "hold": "Hold",
        "defend:play": "Defend",
        "defend:pass": "Stay out",
        "invite:yes": "Invite",
        "invite:no": "Defend alone",
        "discard": "Discard",
        "level:anfaenger": "Beginner",
        "level:fortgeschritten": "Advanced",
        "level:profi": "Expert",
        "deck:french": "French-suited (Clubs, Spades, Diamonds, Hearts)",
        "deck:german": "German-suited (Acorns, Leaves, Bells, Hearts)",
        "lang:de": "Deutsch",
        "lang:en": "English",
        "lang:ru": "Русский",
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
        "setting:letters": "Use the L and H keys",
        "setting:sound": "Sounds: card, trick, your turn, result",
        "setting:guide": "Guided play: each step briefly explained",
        "section:cards": "Cards and name",
        "section:pace": "Pace and aids",
        "new_game": "New match",
        "new_game_menu": "New match …",
        "start": "Start the match",
        "start_new": "Start a new match",
        "apply": "Apply",
        "cancel": "Cancel",
        "close": "Close",
        "settings": "Settings",
        "settings_note": "Applies as soon as you press Apply; the match in progress goes on.",
        "score_sheet": "Scores",
        "last_trick": "Last trick",
        "rules": "Rules",
        "menu": "Menu",
        "calls_menu": "Calls",
        "sound": "Sound",
        "sound_on": "Sound is on",
        "sound_off": "Sound is off",
        "no_last_trick": "No trick played yet.",
        "next_deal": "Next deal",
        "you": "You",
        "you_acc": "you",
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
        "setup": "Choose your settings and start a match.",
        "resume_hint": "The match in progress stays saved until you start a new one.",
        "prompt:auction": "Your bid",
        "prompt:naming": "Geschäft: name the trump suit",
        "prompt:exchange": "Choose two cards to discard",
        "prompt:exchange_n": "{n} of 2 chosen",
        "prompt:announce": "Announce your game",
        "prompt:defence": "Defend or stay out?",
        "prompt:invite": "You defend alone: invite the other player?",
        "prompt:play": "Your turn: play a card",
        "prompt:lead": "Your lead",
        "waiting": "{name} to act …",
        "talon": "Talon",
        "talon_mark": "from the talon",
        "talon_badge": "T",
        "discard_mark": "from the discard",
        "discard_badge": "D",
        "talon_hidden": "Talon, face down",
        "talon_taken": "Talon: you picked up these two cards",
        "talon_other": "{name} picks up the talon",
        "talon_other:you": "You pick up the talon",
        "your_discard": "Your discard",
        "discard_pile": "Discard",
        "contract": "Game",
        "bid": "Bid",
        "trumps": "Trumps",
        "no_trumps": "no trumps",
        "defence": "Defence",
        "high_bid": "Highest bid: {bid} ({names})",
        "plays_game": "{name} plays {game}",
        "plays_game:you": "You play {game}",
        "geschaeft_in": "Geschäft in {suit}",
        "suit_game": "{suit} ({bid})",
        "config:C1": "both defend",
        "config:C2": "{active} defends alone, {passer} stayed out",
        "config:C2:you": "you defend alone, {passer} stayed out",
        "config:C2:you_out": "{active} defends alone, you stayed out",
        "config:C3": "{inviter} invited {invited}",
        "config:C3:you": "you invited {invited}",
        "config:C3:you_out": "{inviter} invited you",
        "config:C4": "both stayed out",
        "config:pending": "defenders deciding …",
        "decided:play": "{name} defends",
        "decided:play:you": "you defend",
        "decided:pass": "{name} stays out",
        "decided:pass:you": "you stay out",
        "open_hand": "{name}'s open cards",
        "trick_to": "Trick to {name}",
        "trick_to:you": "Your trick",
        "trick_won": "to {name}",
        "trick_won:you": "to you",
        "trick_n": "Trick {n}",
        "calls": "Calls",
        "calls:log": "Calls at the table",
        "no_calls": "No calls yet.",
        "log:pass": "{name} passes",
        "log:pass:you": "You pass",
        "log:hold": "{name} holds",
        "log:hold:you": "You hold",
        "log:bid": "{name} bids {bid}",
        "log:bid:you": "You bid {bid}",
        "log:name": "{name} names {suit} as trumps",
        "log:name:you": "You name {suit} as trumps",
        "log:discard": "{name} discards two cards",
        "log:discard:you": "You discard {cards}",
        "log:announce": "{name} announces {game}",
        "log:announce:you": "You announce {game}",
        "log:defend:play": "{name} defends",
        "log:defend:play:you": "You defend",
        "log:defend:pass": "{name} stays out",
        "log:defend:pass:you": "You stay out",
        "log:invite:yes": "{name} invites {other}",
        "log:invite:yes:you": "You invite {other}",
        "log:invite:no": "{name} defends alone",
        "log:invite:no:you": "You defend alone",
        "log:play": "{name}: {card}",
        "log:play:you": "You: {card}",
        "log:call": "{name}: {call}",
        "log:call:you": "You: {call}",
        "and": "and",
        "or": "or",
        "say:pass": "Pass",
        "say:hold": "I hold",
        "say:discard": "Discarded",
        "say:defend:play": "I defend",
        "say:defend:pass": "I stay out",
        "say:invite:yes": "I invite",
        "say:invite:no": "I defend alone",
        "result": "Result",
        "all_pass": "All pass — redeal",
        "all_pass_detail": "No points; the next player to the left deals.",
        "all_pass_detail:anticlockwise": "No points; the next player to the right deals.",
        "lives": "lives",
        "lives:you": "live",
        "falls": "falls",
        "falls:you": "fall",
        "won": "won",
        "lost": "lost",
        "role:declarer": "declarer",
        "role:play": "defends",
        "role:play:you": "defend",
        "role:pass": "stayed out",
        "role:inv": "invited",
        "role:invr": "invited the other",
        "role:invr:you": "invited the other",
        "col:player": "Player",
        "col:role": "Role",
        "col:tricks": "Tricks",
        "col:credited": "Credited",
        "col:status": "Outcome",
        "col:points": "Points",
        "col:chips": "Chips",
        "col:why": "Why",
        "why:case1": "case 1: declarer falls, defender lives {v}",
        "why:case2": "case 2: declarer lives, defender lives {v}",
        "why:case3": "case 3: both fall {v}",
        "why:case4": "case 4: declarer lives, defender falls {v}",
        "why:credited": "credited tricks {v}",
        "why:needed": "{n} tricks needed",
        "why:none_needed": "no trick needed when invited",
        "why:premium": "Herzprämie {v}",
        "why:declarer": "both defenders' points, reversed {v}",
        "why:fixed_d": "{game}: twice the fixed value {v}",
        "why:fixed_x": "{game}: fixed value {v}",
        "why:fixed_x:factor": "{game}: fixed value {base}, {factor}\u00a0=\u00a0{v}",
        "why:fixed_d:sum": "{game}: against both defenders {a} and {b}\u00a0=\u00a0{v}",
        "hands": "This deal's cards (as dealt)",
        "deal": "No.",
        "total": "Total",
        "totals": "Score",
        "totals_label": "Match score",
        "totals_change": "last {v}",
        "game_short": "Game",
        "no_deals": "No deal finished yet.",
        "past_matches": "Earlier matches",
        "match_of": "Match of {date}: {deals}",
        "deals_1": "1 deal",
        "deals_n": "{n} deals",
        "confirm:title": "End the match in progress?",
        "confirm:text": (
            "A match is in progress: deal {n}, score {score}. A new match starts again at 0; "
            "the deals so far stay in the statistics."
        ),
        "confirm:yes": "Yes, start a new match",
        "confirm:no": "No, keep playing",
        "confirm:share": "Ending it shares out the pot ({pool}), {each} each: final score {score}.",
        "confirm:share_before": (
            "Ending it shares out the pot as it was before this deal ({pool}), {each} each: "
            "final score {score}."
        ),
        "confirm:share_rest": "Left undistributed: {rest}.",
        "past_shared": "pot of {pool} shared out",
        "past_shared_rest": "pot of {pool} shared out, {rest} left over",
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
        "keys": "Keyboard",
        "dialog:import_note": (
            "Played on another device before? Import the file you exported there: its "
            "matches join your statistics."
        ),
        "keys_help": (
            "← → picks a card, ↑ ↓ moves between the cards and the calls, Enter or "
            "Space plays, L shows the last trick, H gives a hint, Esc closes."
        ),
        "seat_label": "{name}: {cards}, {tricks}",
        "why_off:last-trick": "No trick has been played yet.",
        "why_off:score-sheet": "The scores appear once a match is running.",
        "why_off:hint": "A hint is there when it is your turn.",
        "duty:follow_beat": "Follow suit and beat: play {suit} high enough to win the trick",
        "duty:follow": "Follow suit: play {suit}",
        "duty:trump": "No {suit}: you must trump",
        "duty:overtrump": "No {suit}: you must overtrump",
    },
    "ru": {
        "title": "Австрийский преферанс",
        "loading": "Австрийский преферанс загружается …",
        "pass": "Пас",
        "hold": "Здесь",
        "defend:play": "Вист",
        "defend:pass": "Пас",
        "invite:yes": "Пригласить",
        "invite:no": "Один на один",
        "discard": "Снести",
        "level:anfaenger": "Новичок",
        "level:fortgeschritten": "Любитель",
        "level:profi": "Мастер",
        "deck:french": "Французская колода (трефы, пики, бубны, червы)",
        "deck:german": "Немецкая колода (жёлуди, листья, бубенцы, червы)",
        "lang:de": "Deutsch",
        "lang:en": "English",
        "lang:ru": "Русский",
        "pace:slow": "Медленно",
        "pace:normal": "Обычно",
        "pace:fast": "Быстро",
        "pace:instant": "Мгновенно",
        "setting:level": "Сила соперников",
        "setting:deck": "Карты",
        "setting:lang": "Язык",
        "setting:name": "Ваше имя",
        "setting:pace": "Темп соперников",
        "setting:four_color": "Четыре цвета мастей",
        "setting:letters": "Клавиши L и H",
        "setting:sound": "Звуки: карта, взятка, ваш ход, итог",
        "setting:guide": "Игра с подсказками: каждый шаг коротко объяснён",
        "section:cards": "Карты и имя",
        "section:pace": "Темп и помощь",
        "new_game": "Новая партия",
        "new_game_menu": "Новая партия …",
        "start": "Начать партию",
        "start_new": "Начать новую партию",
        "apply": "Применить",
        "cancel": "Отмена",
        "close": "Закрыть",
        "settings": "Настройки",
        "settings_note": "Действует после «Применить»; текущая партия продолжается.",
        "score_sheet": "Запись",
        "last_trick": "Последняя взятка",
        "rules": "Правила",
        "menu": "Меню",
        "calls_menu": "Торговля",
        "sound": "Звук",
        "sound_on": "Звук включён",
        "sound_off": "Звук выключен",
        "no_last_trick": "Ещё не сыграно ни одной взятки.",
        "next_deal": "Следующая сдача",
        "you": "Вы",
        "you_acc": "вас",
        "left": "Слева",
        "right": "Справа",
        "opponent1": "Ханси",
        "opponent2": "Мицци",
        "dealer": "Сдаёт",
        "forehand": "Первая рука",
        "declarer": "Разыгрывающий",
        "defender": "Вистующий",
        "to_act": "ходит",
        "thinking": "думает …",
        "cards_n": "{n} карт",
        "cards_few": "{n} карты",
        "cards_1": "{n} карта",
        "tricks_n": "{n} взяток",
        "tricks_few": "{n} взятки",
        "tricks_1": "{n} взятка",
        "deal_n": "Сдача {n}",
        "dealer_is": "Сдаёт: {name}",
        "setup": "Выберите настройки и начните партию.",
        "resume_hint": "Текущая партия сохраняется, пока вы не начнёте новую.",
        "prompt:auction": "Ваша заявка",
        "prompt:naming": "«С руки»: назовите козырь",
        "prompt:exchange": "Выберите две карты в снос",
        "prompt:exchange_n": "выбрано {n} из 2",
        "prompt:announce": "Объявите игру",
        "prompt:defence": "Вист или пас?",
        "prompt:invite": "Вы вистуете один на один: пригласить второго?",
        "prompt:play": "Ваш ход: выберите карту",
        "prompt:lead": "Ваш заход",
        "waiting": "Ход: {name} …",
        "talon": "Прикуп",
        "talon_mark": "из прикупа",
        "talon_badge": "П",
        "discard_mark": "из сноса",
        "discard_badge": "С",
        "talon_hidden": "Прикуп, рубашкой вверх",
        "talon_taken": "Прикуп: эти две карты вы взяли",
        "talon_other": "{name} берёт прикуп",
        "talon_other:you": "Вы берёте прикуп",
        "your_discard": "Ваш снос",
        "discard_pile": "Снос",
        "contract": "Игра",
        "bid": "Заявка",
        "trumps": "Козыри",
        "no_trumps": "без козыря",
        "defence": "Вист",
        "high_bid": "Высшая заявка: {bid} ({names})",
        "plays_game": "{name} играет: {game}",
        "plays_game:you": "Вы играете: {game}",
        "geschaeft_in": "С руки: {suit}",
        "suit_game": "{suit} ({bid_lc})",
        "config:C1": "оба вистуют",
        "config:C2": "{active} вистует один на один, {passer} пасует",
        "config:C2:you": "вы вистуете один на один, {passer} пасует",
        "config:C2:you_out": "{active} вистует один на один, вы пасуете",
        "config:C3": "{inviter} приглашает {invited}",
        "config:C3:you": "вы приглашаете {invited}",
        "config:C3:you_out": "{inviter} приглашает вас",
        "config:C4": "оба пасуют",
        "config:pending": "вистующие решают …",
        "decided:play": "{name} вистует",
        "decided:play:you": "вы вистуете",
        "decided:pass": "{name} пасует",
        "decided:pass:you": "вы пасуете",
        "open_hand": "Открытые карты: {name}",
        "trick_to": "Взятка: {name}",
        "trick_to:you": "Ваша взятка",
        "trick_won": "забирает {name}",
        "trick_won:you": "ваша",
        "trick_n": "Взятка {n}",
        "calls": "Торговля и вист",
        "calls:log": "Заявки за столом",
        "no_calls": "Заявок ещё не было.",
        "log:pass": "{name}: пас",
        "log:pass:you": "Вы: пас",
        "log:hold": "{name}: «здесь», держит заявку",
        "log:hold:you": "Вы: «здесь», держите заявку",
        "log:bid": "{name} заявляет «{bid}»",
        "log:bid:you": "Вы заявляете «{bid}»",
        "log:name": "{name} называет козырь: {suit}",
        "log:name:you": "Вы называете козырь: {suit}",
        "log:discard": "{name} сносит две карты",
        "log:discard:you": "Вы сносите: {cards}",
        "log:announce": "{name} объявляет игру: {game}",
        "log:announce:you": "Вы объявляете игру: {game}",
        "log:defend:play": "{name} вистует",
        "log:defend:play:you": "Вы вистуете",
        "log:defend:pass": "{name} пасует",
        "log:defend:pass:you": "Вы пасуете",
        "log:invite:yes": "{name} приглашает {other}",
        "log:invite:yes:you": "Вы приглашаете {other}",
        "log:invite:no": "{name} вистует один на один",
        "log:invite:no:you": "Вы вистуете один на один",
        "log:play": "{name}: {card}",
        "log:play:you": "Вы: {card}",
        "log:call": "{name}: {call}",
        "log:call:you": "Вы: {call}",
        "and": "и",
        "or": "или",
        "say:pass": "Пас",
        "say:hold": "Здесь",
        "say:discard": "Снос",
        "say:defend:play": "Вист",
        "say:defend:pass": "Пас",
        "say:invite:yes": "Приглашаю",
        "say:invite:no": "Без приглашения",
        "result": "Итог",
        "all_pass": "Все спасовали — пересдача",
        "all_pass_detail": "Очков нет; сдаёт следующий игрок слева.",
        "all_pass_detail:anticlockwise": "Очков нет; сдаёт следующий игрок справа.",
        "lives": "выполнено",
        "lives:you": "выполнено",
        "falls": "не выполнено",
        "falls:you": "не выполнено",
        "won": "выиграна",
        "lost": "проиграна",
        "role:declarer": "разыгрывающий",
        "role:play": "вистует",
        "role:play:you": "вистуете",
        "role:pass": "пас",
        "role:inv": "по приглашению",
        "role:invr": "приглашает",
        "role:invr:you": "приглашаете",
        "col:player": "Игрок",
        "col:role": "Роль",
        "col:tricks": "Взятки",
        "col:credited": "Засчитано",
        "col:status": "Норма",
        "col:points": "Очки",
        "col:chips": "Фишки",
        "col:why": "Почему",
        "why:case1": "случай 1: разыгрывающий без нормы, вистующий с нормой {v}",
        "why:case2": "случай 2: оба с нормой {v}",
        "why:case3": "случай 3: оба без нормы {v}",
        "why:case4": "случай 4: разыгрывающий с нормой, вистующий без нормы {v}",
        "why:credited": "засчитанные взятки {v}",
        "why:needed": "норма {n} взятки",
        "why:none_needed": "у приглашённого нормы нет",
        "why:premium": "премия «Червы» {v}",
        "why:declarer": "очки обоих вистующих с обратным знаком {v}",
        "why:fixed_d": "{game}: двойная твёрдая цена {v}",
        "why:fixed_x": "{game}: твёрдая цена {v}",
        "why:fixed_x:factor": "{game}: твёрдая цена {base}, {factor}\u00a0=\u00a0{v}",
        "why:fixed_d:sum": "{game}: расчёт с обоими вистующими {a} и {b}\u00a0=\u00a0{v}",
        "hands": "Карты этой сдачи (как сданы)",
        "deal": "№",
        "total": "Итого",
        "totals": "Счёт",
        "totals_label": "Счёт партии",
        "totals_change": "последняя сдача {v}",
        "game_short": "Игра",
        "no_deals": "Ещё ни одной сыгранной сдачи.",
        "past_matches": "Прошлые партии",
        "match_of": "Партия от {date}: {deals}",
        "deals_1": "{n} сдача",
        "deals_few": "{n} сдачи",
        "deals_n": "{n} сдач",
        "confirm:title": "Закончить текущую партию?",
        "confirm:text": (
            "Идёт партия: сдача {n}, счёт {score}. Новая партия начнётся с нуля; сыгранные "
            "сдачи останутся в статистике."
        ),
        "confirm:yes": "Да, начать новую партию",
        "confirm:no": "Нет, играть дальше",
        "confirm:share": "При завершении пулька ({pool}) делится поровну, по {each}: итог {score}.",
        "confirm:share_before": (
            "При завершении пулька, какой она была до этой сдачи ({pool}), делится поровну, "
            "по {each}: итог {score}."
        ),
        "confirm:share_rest": "Не делится остаток: {rest}.",
        "past_shared": "пулька {pool} поделена",
        "past_shared_rest": "пулька {pool} поделена, остаток {rest}",
        "notice_corrupt": (
            "Сохранённые данные ({key}) не читаются; они сохранены как {backup}, а эта часть "
            "начинается заново."
        ),
        "notice_foreign": (
            "Сохранённые данные ({key}) записаны другой версией; они сохранены как {backup}, "
            "а эта часть начинается заново."
        ),
        "notice_partial": (
            "Некоторые записи в {key} не читаются; оригинал сохранён как {backup}, остальное "
            "на месте."
        ),
        "notice_worker": "Соперники считают без фонового потока; страница может подтормаживать.",
        "dismiss": "Закрыть сообщение",
        "notice_update": (
            "Загружена новая версия игры. Перезагрузите страницу, чтобы перейти на неё; партия "
            "сохранится."
        ),
        "reload": "Перезагрузить",
        "your_cards": "Ваши карты",
        "keys": "Клавиатура",
        "dialog:import_note": (
            "Уже играли на другом устройстве? Импортируйте файл, экспортированный там: "
            "его партии войдут в статистику."
        ),
        "keys_help": (
            "← → выбирают карту, ↑ ↓ переходят между картами и заявками, Enter "
            "или пробел — ход, L — последняя взятка, H — подсказка, Esc — закрыть."
        ),
        "seat_label": "{name}: {cards}, {tricks}",
        "why_off:last-trick": "Ещё не сыграно ни одной взятки.",
        "why_off:score-sheet": "Запись появится, когда начнётся партия.",
        "why_off:hint": "Подсказка доступна, когда ваш ход.",
        "duty:follow_beat": "Нужно ходить в масть ({suit}) и перебить взятку",
        "duty:follow": "Нужно ходить в масть ({suit})",
        "duty:trump": "Нет масти ({suit}): нужно бить козырем",
        "duty:overtrump": "Нет масти ({suit}): нужно перебить козырем",
    },
}

# the aids, the guide, the review, the house rules (rules.md §9)
for _source in (ASSIST_TEXTS, GUIDE_TEXTS, REVIEW_TEXTS, HOUSE_TEXTS):
    for _lang, _texts in _source.items():
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


def cap(text: str) -> str:
    """``text`` with a capital first letter (a Russian card or suit name on a button)."""
    return text[:1].upper() + text[1:]


_QUOTES = (("«", "»"), ("„", "“"), ("“", "”"), ('"', '"'))
"""The quotation marks of the three languages (Russian, German, English, plain)."""
_OPENING = frozenset(left for left, _right in _QUOTES)


def quote_once(text: str, values: dict[str, object]) -> str:
    """``text`` without its quotation marks around a placeholder whose value is quoted
    already: a name that carries its own («Червы», the Russian Herzprämie, is a name in
    quotes everywhere) is quoted once, not twice ("Мицци заявляет ««Червы»»", play-test).

    >>> quote_once("{name} заявляет «{bid}»", {"name": "Мицци", "bid": "«Червы»"})
    '{name} заявляет {bid}'
    >>> quote_once("{name} заявляет «{bid}»", {"name": "Мицци", "bid": "Два"})
    '{name} заявляет «{bid}»'
    """
    for key, value in values.items():
        # the value's own first and last characters first: on every Labels.t call of a
        # render, and almost no value is quoted
        if not isinstance(value, str) or len(value) < 2 or value[0] not in _OPENING:
            continue
        for left, right in _QUOTES:
            if value[0] == left and value[-1] == right:
                text = text.replace(f"{left}{{{key}}}{right}", f"{{{key}}}")
    return text


def plural(lang: str, n: int) -> str:
    """The plural category of ``n``: ``1`` (one), ``few`` (Russian 2–4, 22–24 …) or ``n``.

    >>> [plural("ru", n) for n in (1, 2, 5, 11, 21, 22, 25)]
    ['1', 'few', 'n', 'n', '1', 'few', 'n']
    >>> plural("de", 1), plural("de", 21)
    ('1', 'n')
    """
    if lang != "ru":
        return "1" if n == 1 else "n"
    if n % 10 == 1 and n % 100 != 11:
        return "1"
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return "few"
    return "n"


_MONTHS_EN = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


@dataclass(frozen=True, slots=True)
class Labels:
    """The texts for one language and one deck (the suit names differ by deck)."""

    lang: str = "de"
    deck: str = "french"

    def t(self, key: str, /, **values: object) -> str:
        """The text ``key``, formatted with ``values``; the key itself if it is unknown."""
        text = TEXTS[self.lang].get(key, TEXTS["de"].get(key, key))
        return quote_once(text, values).format(**values) if values else text

    def has(self, key: str) -> bool:
        return key in TEXTS[self.lang]

    def s(self, key: str, you: bool, /, **values: object) -> str:
        """A sentence about a seat: ``key:you`` when it is the player himself, else ``key``."""
        return self.t(f"{key}:you" if you and self.has(f"{key}:you") else key, **values)

    def date(self, ms: int) -> str:
        """The day of ``ms`` (milliseconds since 1970, UTC) as the language writes a date.

        >>> [labels_for(lang, "french").date(1764892800000) for lang in ("de", "en", "ru")]
        ['5.12.2025', '5 Dec 2025', '05.12.2025']
        """
        day = time.gmtime(max(ms, 0) / 1000)
        if self.lang == "en":
            return f"{day.tm_mday} {_MONTHS_EN[day.tm_mon - 1]} {day.tm_year}"
        if self.lang == "ru":
            return f"{day.tm_mday:02d}.{day.tm_mon:02d}.{day.tm_year}"
        return f"{day.tm_mday}.{day.tm_mon}.{day.tm_year}"

    def count(self, key: str, n: int, shown: str | None = None) -> str:
        """``<key>_1`` / ``<key>_few`` / ``<key>_n`` with the number: "1 Stich", "5 взяток";
        ``shown`` is how the number reads if not plainly (with its sign: "−2 фишки").

        >>> labels_for("ru", "french").count("result:chips", 2, signed(-2))
        '−2 фишки'
        """
        form = plural(self.lang, n)
        if form == "few" and not self.has(f"{key}_few"):
            form = "n"
        return self.t(f"{key}_{form}", n=n if shown is None else shown)

    def suit(self, letter: str) -> str:
        """Suit name for ``C S D H`` (Russian in lower case: "пики")."""
        return _SUITS[self.lang, self.deck]["CSDH".index(letter)]

    def rank(self, letter: str) -> str:
        return _RANKS[self.lang, self.deck]["789TJQKA".index(letter)]

    def card(self, card: str) -> str:
        """Spoken card name: ``Herz König`` / ``King of Hearts`` / ``король червей``."""
        if self.lang == "en":
            return f"{self.rank(card[1])} of {self.suit(card[0])}"
        if self.lang == "ru":
            return f"{self.rank(card[1])} {_SUITS_OF[self.deck]['CSDH'.index(card[0])]}"
        return f"{self.suit(card[0])} {self.rank(card[1])}"

    def cards(self, cards: list[str] | tuple[str, ...]) -> str:
        """Cards as a list in words: "Kreuz Sieben und Herz Ass"."""
        return self.listing([self.card(c) for c in cards])

    def listing(self, names: list[str], last: str = "and") -> str:
        """Words as a list: "Bettler, Sans Atout und Durchmarsch" (``last="or"``: "… oder
        Durchmarsch")."""
        if len(names) < 2:
            return "".join(names)
        return f"{', '.join(names[:-1])} {self.t(last)} {names[-1]}"

    def term_lang(self, action: str) -> str | None:
        """The language of an action's name where it stays a game term of another language
        on this page ("de"; "fr" for Sans Atout), so that a screen reader says it right;
        None where it is in the page's language.

        >>> en = labels_for("en", "french")
        >>> en.term_lang("bid:geschaeft"), en.term_lang("announce:sans"), en.term_lang("bid:1")
        ('de', 'fr', None)
        >>> labels_for("de", "french").term_lang("bid:geschaeft") is None
        True
        """
        key = action.partition(":")[2]
        if self.lang == "de" or _GAMES[self.lang] is not _AUSTRIAN_GAMES:
            return None
        if key not in _AUSTRIAN_GAMES:
            return None
        return "fr" if key == "sans" else "de"

    def bid(self, bid: str) -> str:
        """Name of a bid: ``1`` → Eins, ``geschaeft`` → Geschäft (Russian: «С руки»)."""
        return _BIDS[self.lang].get(bid) or _GAMES[self.lang].get(bid, bid)

    def game(self, game: str | None, bid: str | None = None) -> str:
        """The contract's name: a suit game shows suit and number, Geschäft its suit."""
        if game is None:
            return self.bid(bid) if bid else ""
        if game in ("C", "S", "D", "H"):
            if bid == "herzpraemie":
                return _GAMES[self.lang]["herzpraemie"]
            if bid == "geschaeft":
                return self.t("geschaeft_in", suit=self.suit(game))
            number = self.bid(str("CSDH".index(game) + 1))
            return self.t("suit_game", suit=self.suit(game), bid=number, bid_lc=number.lower())
        return _GAMES[self.lang].get(game, game)

    def level(self, level: str) -> str:
        text = TEXTS[self.lang].get(f"level:{level}")
        return text if text is not None else level.replace("_", " ").capitalize()

    def action(self, action: str) -> str:
        """Button text of an engine action string (capitalised)."""
        kind, _, arg = action.partition(":")
        if kind in ("pass", "hold"):
            return self.t(kind)
        if kind == "bid":
            return self.bid(arg)
        if kind == "name":
            return cap(self.suit(arg))
        if kind == "announce":
            if arg in ("C", "S", "D", "H"):
                return cap(self.suit(arg))
            return _GAMES[self.lang].get(arg, arg)
        if kind == "play":
            return cap(self.card(arg))
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
