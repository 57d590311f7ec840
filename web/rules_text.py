"""The player-facing rules of the default game (rules.md §1–§8) as a static HTML fragment.

Pure Python, no browser imports: the page shows ``rules_html(lang, deck)`` in its rules
dialog. The content is data: ``SECTIONS`` holds, per section, an id and the text in German,
English and Russian (``rules_ru``), written in a small line-based markup; the renderer below
turns it into HTML and escapes every piece of text. Nothing from outside ever reaches the
output.

Markup (blocks are separated by blank lines; lines of one block are joined):

- ``# Title`` the section heading (``<h2>``); ``## sub-id Title`` starts a subsection
  (``<section id="sub-id">`` with ``<h3>``) that runs to the next ``##`` or the end;
- ``- item`` a bulleted list, ``1. item`` a numbered list (items may continue on more lines);
- ``= Caption`` then ``| a | b |`` rows: a table, the first row its header and the first
  column the row headers; a cell starting with ``@de`` (``@en``) is German (English) whatever
  the page language;
- anything else is a paragraph.

Inline: ``**text**`` strong; tokens filled in per language and deck: ``{suit:C}`` suit name
(``C S D H``), ``{Suit:C}`` capitalised, ``{suitg:C}`` and ``{suitp:C}`` its Russian genitive
and prepositional plural ("треф", "в трефах"), ``{sym:C}`` the suit symbol and a space (French deck
only, nothing for the German deck), ``{card:HK}`` a card in the notation of game/cards.py,
``{rank:Q}`` a rank name (``7 8 9 T J Q K A``), ``{deck:name}`` the name of the pack. In
English and Russian text the German (and French) game terms get a ``lang`` attribute for
screen readers.

>>> html = rules_html("de", "german")
>>> "Eichel" in html and "Kreuz" not in html and "<script" not in html
True
>>> SECTION_IDS[:3]
('rules-overview', 'rules-cards', 'rules-deal')
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from html import escape

from .house_view import rules_markup
from .labels import labels_for
from .rules_ru import RU

__all__ = ["LANGS", "DECKS", "SECTIONS", "SECTION_IDS", "Section", "rules_html", "rules_title"]

LANGS = ("de", "en", "ru")
DECKS = ("french", "german")


@dataclass(frozen=True, slots=True)
class Section:
    """One ``<h2>`` section: its id and its text in each language (markup, see above)."""

    id: str
    de: str
    en: str
    ru: str = ""

    def text(self, lang: str) -> str:
        return {"de": self.de, "en": self.en}.get(lang) or self.ru or self.en


# --- shared table rows (the same in both languages; tokens and terms are localised) ---------

_ANNOUNCE_ROWS = """
| {bid:1} | {sym:C}{suit:C}, {sym:S}{suit:S}, {sym:D}{suit:D}, {sym:H}{suit:H}, Bettler,
Sans Atout, Bettler Ouvert, Durchmarsch |
| {bid:2} | {sym:S}{suit:S}, {sym:D}{suit:D}, {sym:H}{suit:H}, Bettler, Sans Atout,
Bettler Ouvert, Durchmarsch |
| {bid:3} | {sym:D}{suit:D}, {sym:H}{suit:H}, Bettler, Sans Atout, Bettler Ouvert, Durchmarsch |
| {bid:4} | {sym:H}{suit:H}, Bettler, Sans Atout, Bettler Ouvert, Durchmarsch |
| Bettler | Bettler, Sans Atout, Bettler Ouvert, Durchmarsch |
| Sans Atout | Sans Atout, Bettler Ouvert, Durchmarsch |
| Bettler Ouvert | Bettler Ouvert, Durchmarsch |
| Durchmarsch | Durchmarsch |
"""
_FIXED_ROWS = """
| Bettler | +20 | −10 | −20 | +10 |
| Sans Atout | +40 | −20 | −40 | +20 |
| Bettler Ouvert | +60 | −30 | −60 | +30 |
| Durchmarsch | +80 | −40 | −80 | +40 |
"""
# The glossary: German terms on the left, English on the right, in both languages.
_GLOSSARY_ROWS = """
| @de Lizitieren, bieten, das Gebot | @en bidding, to bid, the bid |
| @de passen | @en to pass (in the auction) |
| @de halten („ich halte“, „hier“) | @en to hold: forehand takes over the current bid |
| @de Vorhand, Mittelhand, Hinterhand | @en forehand, middlehand, rearhand |
| @de der Geber | @en the dealer |
| @de der Alleinspieler | @en the declarer |
| @de die Gegenspieler (Mitspieler) | @en the defenders |
| @de der Talon; tauschen, ablegen | @en the talon; to exchange, to lay away |
| @de das Spiel ansagen | @en to announce the game |
| @de das Handspiel | @en hand game (without the talon) |
| @de mitspielen, aussteigen | @en to play, to pass (as a defender) |
| @de einladen | @en to invite |
| @de leben, fallen | @en to live (make one's quota), to fall (miss it) |
| @de der Stich, stechen | @en the trick, to win a trick |
| @de bedienen, zugeben | @en to follow suit, to play to a trick |
| @de abwerfen | @en to discard (throw off) |
| @de der Trumpf | @en trump |
| @de Farbzwang | @en you must follow suit |
| @de Stichzwang | @en you must win the trick if you can |
| @de Trumpfzwang | @en you must trump (and overtrump) when void |
| @de Eins, Zwei, Drei, Vier | @en One, Two, Three, Four: the bids of the trump games |
| @de Geschäft | @en hand game, trumps named after the auction |
| @de Herzprämie | @en hearts premium: hand game with hearts as trumps |
| @de Bettler | @en misère: take no trick |
| @de Sans Atout | @en no trumps |
| @de Bettler Ouvert | @en open misère |
| @de Durchmarsch | @en march: take all ten tricks |
| @de {Suit:C}, {Suit:S}, {Suit:D}, {Suit:H} | @en {suit:C}, {suit:S}, {suit:D}, {suit:H} |
| @de {rank:A}, {rank:K}, {rank:Q}, {rank:J} | @en {rank:A}, {rank:K}, {rank:Q}, {rank:J} |
"""

# --- content -------------------------------------------------------------------------------

SECTIONS: tuple[Section, ...] = (
    Section(
        "rules-overview",
        """
# Überblick

Preferanzen („Illustrierte Preferanzen“) spielen drei Personen mit 32 Karten ({deck:name}).
In jedem Spiel wird zuerst lizitiert: Wer am höchsten bietet, wird **Alleinspieler** und spielt
allein gegen die beiden anderen, die **Gegenspieler**. Nach jedem Spiel wird sofort in Punkten
abgerechnet; was einer gewinnt, verlieren die anderen – die Summe ist immer 0.

1. Geben: Jeder bekommt 10 Karten, 2 liegen im Talon.
2. Lizitieren: Wer spielt allein, und was mindestens?
3. Talon tauschen und Spiel ansagen (nicht bei den Handspielen Geschäft und Herzprämie).
4. In Trumpfspielen entscheiden die Gegenspieler: mitspielen oder aussteigen.
5. Stechen: 10 Stiche.
6. Abrechnung; dann gibt der linke Nachbar des Gebers.

Alles geht im Uhrzeigersinn: Beim Lizitieren, bei den Entscheidungen und beim Ausspielen ist
jeweils der linke Nachbar als Nächster dran.
""",
        """
# Overview

Preferanzen (“Illustrierte Preferanzen”) is a game for three players with 32 cards
({deck:name}). Each deal starts with an auction (Lizitieren): the highest bidder becomes the
**declarer** (Alleinspieler) and plays alone against the other two, the **defenders**. Every
deal is scored in points straight away; what one player wins, the others lose – the total is
always 0.

1. The deal: everyone gets 10 cards, 2 go to the talon.
2. The auction: who plays alone, and at least what?
3. Exchange with the talon and announce the game (not in the hand games Geschäft and
   Herzprämie).
4. In trump games the defenders decide: play or pass.
5. Play: 10 tricks.
6. Scoring; then the player on the dealer's left deals.

Everything goes clockwise: in the auction, in the defenders' decisions and in play, the player
on the left is always next.
""",
    ),
    Section(
        "rules-cards",
        """
# Karten und Rangfolge

32 Karten, vier Farben zu je acht Karten. In jeder Farbe und in jedem Spiel gilt von hoch nach
niedrig: **{rank:A}, {rank:K}, {rank:Q}, {rank:J}, 10, 9, 8, 7**.

= Die Farben und ihre Gebote
| Farbe | Gebot |
| {sym:C}{Suit:C} | Eins (1) |
| {sym:S}{Suit:S} | Zwei (2) |
| {sym:D}{Suit:D} | Drei (3) |
| {sym:H}{Suit:H} | Vier (4) |

Der Rang der Farben – {suit:H} vor {suit:D} vor {suit:S} vor {suit:C} – zählt nur beim
Lizitieren. Im Stich ist keine Farbe mehr wert als eine andere; nur Trumpf sticht.
""",
        """
# Cards and ranks

32 cards, four suits of eight. In every suit and in every game the order from high to low is
**{rank:A}, {rank:K}, {rank:Q}, {rank:J}, 10, 9, 8, 7**.

= The suits and their bids
| Suit | Bid |
| {sym:C}{Suit:C} | One (1) |
| {sym:S}{Suit:S} | Two (2) |
| {sym:D}{Suit:D} | Three (3) |
| {sym:H}{Suit:H} | Four (4) |

The rank of the suits – {suit:H} above {suit:D} above {suit:S} above {suit:C} – matters only in
the auction. In a trick no suit beats another; only trumps do.
""",
    ),
    Section(
        "rules-deal",
        """
# Geben

Der Geber mischt und teilt im Uhrzeigersinn aus, beginnend bei seinem linken Nachbarn: zuerst
je **3** Karten, dann **2** Karten verdeckt als **Talon**, dann je **4** und zuletzt je **3**
Karten. Jeder hält 10 Karten, im Talon liegen 2.

Der linke Nachbar des Gebers ist die **Vorhand** und beginnt das Lizitieren, dann kommen die
**Mittelhand** und zuletzt der Geber als **Hinterhand**. Nach jedem Spiel gibt der linke
Nachbar des Gebers, auch wenn alle gepasst haben. Den ersten Geber bestimmt das Los.
""",
        """
# The deal

The dealer shuffles and deals clockwise, starting with the player on his left: **3** cards
each, then **2** cards face down as the **talon**, then **4** each and finally **3** each.
Everyone holds 10 cards; the talon holds 2.

The player on the dealer's left is **forehand** (Vorhand) and bids first, then comes
**middlehand** (Mittelhand) and last the dealer as **rearhand** (Hinterhand). After every deal
the next player to the left deals, even when everybody passed. The first dealer is drawn by lot.
""",
    ),
    Section(
        "rules-auction",
        """
# Lizitieren

Beginnend mit der Vorhand bietet reihum jeder oder passt. **Passen** ist endgültig: Wer gepasst
hat, ist für dieses Spiel draußen und wird übersprungen.

## rules-auction-bids Die Gebote

Die Gebote von niedrig nach hoch:

1. **Eins** – Trumpfspiel mit Talon, Trumpf mindestens {sym:C}{suit:C}
2. **Zwei** – ebenso, mindestens {sym:S}{suit:S}
3. **Drei** – ebenso, mindestens {sym:D}{suit:D}
4. **Vier** – ebenso, {sym:H}{suit:H}
5. **Geschäft** – Sondergebot: Handspiel, der Trumpf wird nach dem Lizitieren genannt
6. **Bettler** – ohne Trumpf, keinen Stich machen
7. **Herzprämie** – Sondergebot: Handspiel mit Trumpf {sym:H}{suit:H}, mit Prämie
8. **Sans Atout** – ohne Trumpf, 6 Stiche
9. **Bettler Ouvert** – Bettler mit offen aufgelegten Karten
10. **Durchmarsch** – ohne Trumpf, alle 10 Stiche

Kurz: 1 < 2 < 3 < 4 < Geschäft < Bettler < Herzprämie < Sans Atout < Bettler Ouvert <
Durchmarsch.

## rules-auction-hold Bieten und Halten

Die **regulären Gebote** sind Eins, Zwei, Drei, Vier, Bettler, Sans Atout, Bettler Ouvert und
Durchmarsch. Wer bietet, muss **genau das nächsthöhere** reguläre Gebot ansagen – springen darf
man nicht. Das erste Gebot ist also immer Eins; nach Vier oder Geschäft kommt Bettler, nach
Bettler oder Herzprämie Sans Atout.

Nur die **Vorhand** darf **halten** („ich halte“, „hier“): Sie übernimmt das reguläre Gebot,
das ein anderer zuletzt abgegeben hat, ohne zu erhöhen, und ist damit Höchstbieter. Die anderen
müssen dann das nächsthöhere Gebot bieten oder passen. Die Vorhand darf beliebig oft halten,
auch einen Durchmarsch – dann bleibt dem anderen nur das Passen. Hat die Vorhand gepasst, hält
niemand mehr. Sondergebote kann man nicht halten.

## rules-auction-special Sondergebote: Geschäft und Herzprämie

Beide sind **Handspiele**: Der Alleinspieler spielt ohne Talon. Ansagen darf man sie nur bei
seinem **ersten Wort** im Lizitieren.

- **Geschäft** geht, solange nichts Höheres als Vier geboten ist, also auch nach einem anderen
  Geschäft. Keine Zahl überbietet Geschäft, nur **Bettler** oder **Herzprämie**. Mehrere
  Spieler dürfen Geschäft ansagen; sie sind dann gemeinsam Höchstbieter.
- **Herzprämie** geht, solange nichts Höheres als Bettler geboten ist. Überbieten kann sie nur
  **Sans Atout**.
- Wird ein Geschäft überboten, kommen die Geschäft-Spieler wieder dran und müssen höher bieten
  oder passen.

## rules-auction-end Ende des Lizitierens

Das Lizitieren ist vorbei, sobald alle außer dem Höchstbieter gepasst haben (oder nur noch
Geschäft-Spieler übrig sind); der Höchstbieter wird Alleinspieler. **Passen alle drei**, wird
nichts abgerechnet, und der nächste Geber teilt neu aus.

Endet das Lizitieren bei Geschäft, wird der Trumpf genannt:

- Jeder Geschäft-Spieler nennt einmal eine Farbe, in der Reihenfolge, in der sie Geschäft
  angesagt haben (ab Vorhand).
- Die höchste Farbe gewinnt: {suit:H} vor {suit:D} vor {suit:S} vor {suit:C}. Bei gleicher
  Farbe gewinnt, wer sie zuerst genannt hat.
- Der Gewinner spielt Geschäft mit seiner Farbe als Trumpf. Hat nur einer Geschäft angesagt,
  wählt er den Trumpf frei.
- Ein Geschäft in {suit:H} ist keine Herzprämie: Es gibt keine Prämie.

## rules-auction-examples Beispiele

- Vorhand Eins, Mittelhand Zwei, Hinterhand passt, Vorhand hält, Mittelhand Drei, Vorhand
  passt: Die Mittelhand ist Alleinspieler mit Drei.
- Vorhand Eins, Mittelhand Geschäft, Hinterhand Geschäft, Vorhand passt. Die Mittelhand nennt
  {suit:D}, die Hinterhand {suit:H}: Die Hinterhand spielt Geschäft in {suit:H}. Hätte sie
  {suit:C} genannt, spielte die Mittelhand Geschäft in {suit:D}.
- Vorhand Eins, Mittelhand Geschäft, Hinterhand Herzprämie, Vorhand passt, Mittelhand Sans
  Atout, Hinterhand passt: Die Mittelhand ist Alleinspieler mit Sans Atout.
- Vorhand Eins, Mittelhand Drei: nicht erlaubt, nach Eins kommt nur Zwei.
""",
        """
# The auction (Lizitieren)

Starting with forehand, each player in turn bids or passes. **Passing** is final: a player who
has passed is out of the auction for this deal and is skipped.

## rules-auction-bids The bids

The bids from low to high:

1. **One** (Eins) – trump game with the talon, trumps at least {sym:C}{suit:C}
2. **Two** (Zwei) – the same, at least {sym:S}{suit:S}
3. **Three** (Drei) – the same, at least {sym:D}{suit:D}
4. **Four** (Vier) – the same, {sym:H}{suit:H}
5. **Geschäft** – special bid: hand game, trumps are named after the auction
6. **Bettler** – no trumps, take no trick
7. **Herzprämie** – special bid: hand game with {sym:H}{suit:H} as trumps, with a premium
8. **Sans Atout** – no trumps, 6 tricks
9. **Bettler Ouvert** – Bettler with the declarer's cards face up
10. **Durchmarsch** – no trumps, all 10 tricks

In short: 1 < 2 < 3 < 4 < Geschäft < Bettler < Herzprämie < Sans Atout < Bettler Ouvert <
Durchmarsch.

## rules-auction-hold Bidding and holding

The **regular bids** are One, Two, Three, Four, Bettler, Sans Atout, Bettler Ouvert and
Durchmarsch. A bid must be **exactly the next higher** regular bid – no jumps. So the first bid
is always One; after Four or Geschäft comes Bettler, after Bettler or Herzprämie comes Sans
Atout.

Only **forehand** may **hold** (“ich halte”, “hier”): forehand takes over the regular bid
another player has just made, without raising it, and becomes the highest bidder with it. The
others must then make the next higher bid or pass. Forehand may hold again and again, even a
Durchmarsch – then the other player can only pass. Once forehand has passed, nobody can hold.
Special bids cannot be held.

## rules-auction-special Special bids: Geschäft and Herzprämie

Both are **hand games**: the declarer plays without the talon. A player may call them only at
**his first turn** in the auction.

- **Geschäft** may be called as long as nothing higher than Four has been bid, so also after
  another Geschäft. No number overbids Geschäft, only **Bettler** or **Herzprämie**. Several
  players may call Geschäft; they then share the highest bid.
- **Herzprämie** may be called as long as nothing higher than Bettler has been bid. Only
  **Sans Atout** can overbid it.
- If Geschäft is overbid, the Geschäft players speak again in turn and must bid higher or pass.

## rules-auction-end End of the auction

The auction is over as soon as everyone but the highest bidder has passed (or only Geschäft
players are left); the highest bidder becomes the declarer. **If all three pass**, nobody
scores and the next dealer deals again.

If the auction ends at Geschäft, trumps are named:

- Each Geschäft player names a suit once, in the order in which they called Geschäft (from
  forehand on).
- The highest suit wins: {suit:H} above {suit:D} above {suit:S} above {suit:C}. On equal suits
  the player who named it first wins.
- The winner plays Geschäft with his suit as trumps. With a single Geschäft player, he chooses
  trumps freely.
- A Geschäft in {suit:H} is not Herzprämie: there is no premium.

## rules-auction-examples Examples

- Forehand One, middlehand Two, rearhand passes, forehand holds, middlehand Three, forehand
  passes: middlehand is the declarer with Three.
- Forehand One, middlehand Geschäft, rearhand Geschäft, forehand passes. Middlehand names
  {suit:D}, rearhand {suit:H}: rearhand plays Geschäft in {suit:H}. Had rearhand named
  {suit:C}, middlehand would play Geschäft in {suit:D}.
- Forehand One, middlehand Geschäft, rearhand Herzprämie, forehand passes, middlehand Sans
  Atout, rearhand passes: middlehand is the declarer with Sans Atout.
- Forehand One, middlehand Three: not allowed, after One only Two may follow.
""",
    ),
    Section(
        "rules-talon",
        """
# Talon und Ansage

Gewinnt der Alleinspieler mit einem regulären Gebot, nimmt er die 2 Talonkarten auf und legt
danach 2 beliebige seiner 12 Karten verdeckt ab, auch die aufgenommenen. Den Talon sieht nur
er; die abgelegten Karten zählen für niemanden.

Dann **sagt er sein Spiel an**, mindestens so hoch wie sein Gebot. Geschäft und Herzprämie kann
man dabei nicht ansagen.

= Was nach dem Tausch angesagt werden darf
| Gebot | Erlaubte Ansagen |"""
        + _ANNOUNCE_ROWS
        + """
Wer etwa mit Eins gewonnen hat, darf auch {suit:H} ansagen. Ein Trumpfspiel in {suit:H} nach
dem Tausch ist das gewöhnliche Vier, keine Herzprämie; alle vier Farbspiele zählen gleich.

**Handspiele:** Bei Geschäft und Herzprämie wird nicht getauscht. Der Talon bleibt verdeckt und
ungesehen liegen und zählt für niemanden. Gespielt wird Geschäft mit dem genannten Trumpf,
Herzprämie mit Trumpf {suit:H}.
""",
        """
# Talon and announcement

If the declarer won with a regular bid, he picks up the 2 talon cards and then lays away any 2
of his 12 cards face down, the picked-up ones included. Only he sees the talon; the cards laid
away count for nobody.

Then he **announces his game**, at least as high as his bid. Geschäft and Herzprämie cannot be
announced.

= What may be announced after the exchange
| Bid | Games allowed |"""
        + _ANNOUNCE_ROWS
        + """
For example, a declarer who won with One may announce {suit:H}. A {suit:H} game after the
exchange is the ordinary Four, not Herzprämie; all four suit games count the same.

**Hand games:** in Geschäft and Herzprämie there is no exchange. The talon stays face down,
unseen, and counts for nobody. Geschäft is played with the suit named as trumps, Herzprämie
with {suit:H} as trumps.
""",
    ),
    Section(
        "rules-defence",
        """
# Mitspielen oder Aussteigen

In den **Trumpfspielen** – Farbspiele nach dem Tausch, Geschäft und Herzprämie – entscheiden
die Gegenspieler nach der Ansage, ob sie **mitspielen** oder **aussteigen**: zuerst der linke
Nachbar des Alleinspielers, dann der rechte.

Steigt nur einer aus, darf ihn der andere **einladen**. Der Eingeladene kann nicht ablehnen und
spielt normal mit; alle Stiche der Verteidigung werden aber dem Einladenden angerechnet.

= Die vier Fälle
| Fall | Wer spielt | Wer lebt |
| Beide spielen mit | Alle drei, Stiche zu dritt. | Der Alleinspieler mit mindestens 6 Stichen,
jeder Gegenspieler mit mindestens 2 eigenen. |
| Einer spielt allein | Der Alleinspieler und der eine Gegenspieler; die Karten des
Ausgestiegenen liegen verdeckt beiseite und werden nicht gespielt. 10 Stiche zu zweit. | Der
Alleinspieler mit mindestens 6, der Gegenspieler mit mindestens 2; der Ausgestiegene lebt
immer. |
| Einer lädt ein | Alle drei, Stiche zu dritt. | Der Alleinspieler mit mindestens 6. Der
Einladende bekommt alle Stiche der Verteidigung angerechnet und braucht mindestens 4; der
Eingeladene bekommt 0 angerechnet und lebt immer. |
| Beide steigen aus | Niemand, es wird nicht gespielt. | Der Alleinspieler gewinnt ohne Spiel
(er lebt); beide Gegenspieler leben mit 0 Stichen. |

In **Bettler, Sans Atout, Bettler Ouvert und Durchmarsch** gibt es keine Wahl: Beide
Gegenspieler müssen mitspielen, Einladen gibt es nicht.

Bei **Bettler Ouvert** legt der Alleinspieler nach der Ansage, vor dem ersten Ausspielen, seine
10 Karten offen auf. Sie bleiben sichtbar, bis er sie ausspielt; die Karten der Gegenspieler
bleiben verdeckt.
""",
        """
# Defending: play or pass

In the **trump games** – suit games after the exchange, Geschäft and Herzprämie – the defenders
decide after the announcement whether to **play** (mitspielen) or **pass** (aussteigen): first
the declarer's left neighbour, then his right.

If exactly one passes, the other may **invite** him (einladen). The invited player cannot
refuse and plays normally, but all the defence's tricks are credited to the inviter.

= The four cases
| Case | Who plays | Who lives |
| Both play | All three, three cards to a trick. | The declarer with at least 6 tricks; each
defender with at least 2 of his own. |
| One plays alone | The declarer and the one defender; the passer's cards are laid aside face
down and not played. 10 tricks of two cards. | The declarer with at least 6, the defender with
at least 2; the passer always lives. |
| One invites | All three, three cards to a trick. | The declarer with at least 6. The inviter
is credited with all the defence's tricks and needs at least 4; the invited player is credited
0 and always lives. |
| Both pass | Nobody, there is no play. | The declarer wins without play (he lives); both
defenders live with 0 tricks. |

In **Bettler, Sans Atout, Bettler Ouvert and Durchmarsch** there is no choice: both defenders
must play, and nobody can be invited.

In **Bettler Ouvert** the declarer lays his 10 cards face up after the announcement, before the
first lead. They stay visible until he plays them; the defenders' cards stay hidden.
""",
    ),
    Section(
        "rules-play",
        """
# Das Stechen

Gespielt werden 10 Stiche, reihum im Uhrzeigersinn. Zum ersten Stich spielt der
**Alleinspieler** aus; nur bei **Sans Atout** beginnt der Spieler **rechts vom
Alleinspieler**. Wer einen Stich macht, spielt zum nächsten aus.

Den Stich gewinnt der höchste Trumpf; liegt kein Trumpf, die höchste Karte der ausgespielten
Farbe. Bettler, Sans Atout, Bettler Ouvert und Durchmarsch haben keinen Trumpf.

## rules-play-duties Farbzwang, Stichzwang, Trumpfzwang

Ausspielen darf man jede Karte. Wer zugibt, muss in dieser Reihenfolge:

1. **Farbzwang und Stichzwang:** die ausgespielte Farbe bedienen, und zwar mit einer Karte, die
   den Stich gewinnt, wenn man eine hat – höher als die bisher beste Karte im Stich, nicht bloß
   höher als die Karte davor;
2. kann man nicht überstechen, eine niedrigere Karte dieser Farbe zugeben (ist der Stich schon
   getrumpft, darf man jede Karte der Farbe zugeben);
3. **Trumpfzwang:** hat man die Farbe nicht, mit Trumpf stechen – liegt schon ein Trumpf im
   Stich, mit einem höheren, wenn man einen hat;
4. kann man nicht übertrumpfen, einen niedrigeren Trumpf zugeben;
5. hat man weder die Farbe noch Trumpf, eine beliebige Karte **abwerfen**.

Der Stichzwang gilt immer: auch wenn der eigene Partner den Stich schon hat, und im Bettler auch
für den Alleinspieler. Werden Trümpfe ausgespielt, muss man übertrumpfen, wenn man kann. In
Spielen ohne Trumpf entfallen Punkt 3 und 4.

## rules-play-examples Beispiele

= {Suit:S} ist Trumpf, wenn nicht anders angegeben
| Im Stich | Deine Karten | Erlaubt | Warum |
| {card:H9} | {card:H7}, {card:HK}, {card:S8} | {card:HK} | bedienen und überstechen |
| {card:H9}, {card:S7} | {card:HT}, {card:HA}, {card:SQ} | {card:HT} oder {card:HA} | bedienen;
der Stich ist schon getrumpft |
| {card:H9}, {card:SQ} | {card:S8}, {card:SK}, {card:DA} | {card:SK} | kein {suit:H}:
übertrumpfen |
| {card:C7} vom Alleinspieler, {card:CT} von deinem Partner | {card:C9}, {card:CQ} | {card:CQ} |
auch den Partner überstechen |
| Ohne Trumpf: {card:SK}, {card:S7} | {card:S8}, {card:SA} | {card:SA} | die beste Karte
schlagen, nicht die letzte |
| Bettler, du bist Alleinspieler: {card:D8} | {card:D7}, {card:DJ} | {card:DJ} | auch der
Alleinspieler muss überstechen |
""",
        """
# Playing the tricks

Ten tricks are played, clockwise. The **declarer** leads to the first trick; only in **Sans
Atout** does the player **on the declarer's right** lead. Whoever wins a trick leads to the
next.

The highest trump wins the trick; if there is none, the highest card of the suit led. Bettler,
Sans Atout, Bettler Ouvert and Durchmarsch have no trumps.

## rules-play-duties Follow suit, beat, trump

You may lead any card. When following, you must, in this order:

1. **follow suit and beat** (Farbzwang, Stichzwang): play a card of the suit led, and one that
   wins the trick if you have one – higher than the best card so far, not merely higher than
   the card before yours;
2. if you cannot beat it, play a lower card of that suit (if the trick has already been
   trumped, any card of the suit will do);
3. **trump** (Trumpfzwang): with none of the suit led, play a trump – if a trump is already in
   the trick, a higher one if you have it;
4. if you cannot overtrump, play a lower trump;
5. with neither the suit led nor a trump, **discard** any card.

You must beat the trick even when your partner is winning it, and in Bettler the declarer must
beat too. When trumps are led, you must overtrump if you can. In games without trumps, steps 3
and 4 do not apply.

## rules-play-examples Examples

= {Suit:S} are trumps unless stated otherwise
| In the trick | Your cards | You may play | Why |
| {card:H9} | {card:H7}, {card:HK}, {card:S8} | {card:HK} | follow suit and beat |
| {card:H9}, {card:S7} | {card:HT}, {card:HA}, {card:SQ} | {card:HT} or {card:HA} | follow
suit; the trick is already trumped |
| {card:H9}, {card:SQ} | {card:S8}, {card:SK}, {card:DA} | {card:SK} | no {suit:H}: overtrump |
| {card:C7} by the declarer, {card:CT} by your partner | {card:C9}, {card:CQ} | {card:CQ} |
beat even your partner |
| No trumps: {card:SK}, {card:S7} | {card:S8}, {card:SA} | {card:SA} | beat the best card, not
the last one |
| Bettler, you are the declarer: {card:D8} | {card:D7}, {card:DJ} | {card:DJ} | the declarer
must beat too |
""",
    ),
    Section(
        "rules-goals",
        """
# Spielziele

= Wann der Alleinspieler gewinnt
| Spiel | Trumpf | Es beginnt | Der Alleinspieler gewinnt (lebt), wenn er … |
| Eins, Zwei, Drei, Vier, Geschäft, Herzprämie | die angesagte oder genannte Farbe, bei
Herzprämie {suit:H}
| der Alleinspieler | mindestens 6 der 10 Stiche macht – oder beide Gegenspieler aussteigen |
| Bettler | keiner | der Alleinspieler | keinen einzigen Stich macht |
| Sans Atout | keiner | der Gegenspieler rechts von ihm | mindestens 6 Stiche macht |
| Bettler Ouvert | keiner | der Alleinspieler | keinen Stich macht, mit offenen Karten |
| Durchmarsch | keiner | der Alleinspieler | alle 10 Stiche macht |

Manche Regeltexte verlangen bei Sans Atout „6 aufeinanderfolgende Stiche“; hier zählen 6 Stiche
insgesamt, sie müssen nicht hintereinander fallen.

In den Trumpfspielen zählt auch, ob die Gegenspieler **leben**: ein Gegenspieler mit mindestens
2 eigenen Stichen, der Einladende mit mindestens 4; wer ausgestiegen ist, eingeladen oder
nicht, lebt immer. Sonst **fällt** er. Der Alleinspieler lebt, wenn die Verteidigung zusammen
höchstens 4 Stiche macht.
""",
        """
# Winning conditions

= When the declarer wins
| Game | Trumps | First lead | The declarer wins (lives) if he … |
| One, Two, Three, Four, Geschäft, Herzprämie | the suit announced or named, {suit:H} in
Herzprämie |
the declarer | takes at least 6 of the 10 tricks – or both defenders pass |
| Bettler | none | the declarer | takes no trick at all |
| Sans Atout | none | the defender on his right | takes at least 6 tricks |
| Bettler Ouvert | none | the declarer | takes no trick, with his cards face up |
| Durchmarsch | none | the declarer | takes all 10 tricks |

Some rule texts ask for “six tricks in a row” in Sans Atout; this game counts six tricks in
total, which need not be consecutive.

In the trump games it also matters whether each defender **lives**: a defender with at least 2
tricks of his own, the inviter with at least 4; a player who passed, invited or not, always
lives. Otherwise he **falls**. The declarer lives when the defence takes at most 4 tricks in
all.
""",
    ),
    Section(
        "rules-early-end",
        """
# Vorzeitiges Ende

- **Trumpfspiele:** Alle 10 Stiche werden gespielt, denn jeder Stich zählt in der Abrechnung.
  Steigen beide Gegenspieler aus, wird gar nicht gespielt.
- **Bettler und Bettler Ouvert:** Macht der Alleinspieler einen Stich, ist das Spiel sofort aus
  und verloren. Sonst gewinnt er nach dem 10. Stich.
- **Durchmarsch:** Gibt der Alleinspieler einen Stich ab, ist das Spiel sofort aus und
  verloren.
- **Sans Atout:** Das Spiel endet, sobald der Alleinspieler 6 Stiche hat (gewonnen) oder die
  Gegenspieler zusammen 5 (verloren).

Die restlichen Karten werden nicht mehr gespielt und zählen nicht.
""",
        """
# Early end of play

- **Trump games:** all 10 tricks are played, because every trick counts in the scoring. If both
  defenders pass, there is no play at all.
- **Bettler and Bettler Ouvert:** as soon as the declarer takes a trick, the game ends and is
  lost. Otherwise he wins after trick 10.
- **Durchmarsch:** as soon as the declarer loses a trick, the game ends and is lost.
- **Sans Atout:** the game ends as soon as the declarer has 6 tricks (won) or the defenders
  have 5 between them (lost).

The remaining cards are not played and do not count.
""",
    ),
    Section(
        "rules-scoring",
        """
# Abrechnung

Abgerechnet wird nach jedem Spiel; es gibt keine Kassa, Minuspunkte sind sozusagen der Einsatz.
Die Punkte aller drei ergeben zusammen immer 0. **Haben alle gepasst, gibt es keine Punkte.**

## rules-scoring-trump Trumpfspiele: Eins, Zwei, Drei, Vier, Geschäft, Herzprämie

Gerechnet wird zuerst für jeden der beiden Gegenspieler:

1. der **Grundwert** aus der Tabelle, je nachdem, ob er und der Alleinspieler leben oder
   fallen;
2. **plus die angerechneten Stiche:** die eigenen; beim Einladenden alle Stiche der
   Verteidigung, auch die des Eingeladenen; wer ausgestiegen ist, eingeladen oder nicht,
   bekommt 0;
3. **nur bei Herzprämie:** −5 für jeden Gegenspieler, wenn der Alleinspieler lebt, +5, wenn er
   fällt – für beide, auch wer ausgestiegen ist.

Der **Alleinspieler** bekommt die Summe der beiden Gegenspieler mit umgekehrtem Vorzeichen (bei
Herzprämie steckt darin seine Prämie von ±10).

= Grundwert eines Gegenspielers
| | Alleinspieler fällt (unter 6 Stichen) | Alleinspieler lebt (6 Stiche oder mehr) |
| Gegenspieler lebt | Fall 1: +4 | Fall 2: −3 |
| Gegenspieler fällt | Fall 3: −2 | Fall 4: −8 |

Wer ausgestiegen ist, lebt immer und bekommt daher +4 oder −3 (bei Herzprämie dazu ±5); fallen
kann nur, wer mitspielt. Steigen beide aus, bekommt jeder −3 und der Alleinspieler +6 (bei
Herzprämie −8, −8 und +16). Die Prämie gibt es nur bei der Herzprämie, nicht bei Vier in
{suit:H} und nicht bei Geschäft in {suit:H}.

Beispiel: Trumpf {suit:S}, beide spielen mit, der Alleinspieler macht 5 Stiche, die
Gegenspieler 3 und 2. Beide leben, der Alleinspieler fällt: 4 + 3 = +7 und 4 + 2 = +6, der
Alleinspieler bekommt −13.

## rules-scoring-fixed Bettler, Sans Atout, Bettler Ouvert, Durchmarsch

= Feste Werte
| Spiel | Gewonnen: Alleinspieler | Gewonnen: jeder Gegenspieler | Verloren: Alleinspieler |
Verloren: jeder Gegenspieler |"""
        + _FIXED_ROWS
        + """
Die Zahl der Stiche spielt dabei keine Rolle.
""",
        """
# Scoring

Every deal is settled at once; there is no pot (Kassa), so minus points are in effect your
stake. The three scores always add up to 0. **If everybody passed, nobody scores.**

## rules-scoring-trump Trump games: One, Two, Three, Four, Geschäft, Herzprämie

First each of the two defenders is scored:

1. the **base score** from the table, depending on whether he and the declarer live or fall;
2. **plus the tricks credited:** his own; for the inviter all the defence's tricks, the
   invited player's included; a player who passed, invited or not, is credited 0;
3. **in Herzprämie only:** −5 for each defender if the declarer lives, +5 if he falls – for
   both, whether they played or not.

The **declarer** gets the sum of the two defenders' scores with the sign reversed (in
Herzprämie this includes his premium of ±10).

= A defender's base score
| | Declarer falls (fewer than 6 tricks) | Declarer lives (6 tricks or more) |
| Defender lives | Case 1: +4 | Case 2: −3 |
| Defender falls | Case 3: −2 | Case 4: −8 |

A player who passed always lives and so gets +4 or −3 (plus ±5 in Herzprämie); only a player
who plays can fall. If both pass, each gets −3 and the declarer +6 (in Herzprämie −8, −8 and
+16). The premium exists only in Herzprämie, not in Four with {suit:H} as trumps and not in
Geschäft in {suit:H}.

Example: {suit:S} trumps, both defenders play, the declarer takes 5 tricks, the defenders 3
and 2. Both defenders live, the declarer falls: 4 + 3 = +7 and 4 + 2 = +6, so the declarer gets
−13.

## rules-scoring-fixed Bettler, Sans Atout, Bettler Ouvert, Durchmarsch

= Fixed values
| Game | Won: declarer | Won: each defender | Lost: declarer | Lost: each defender |"""
        + _FIXED_ROWS
        + """
The number of tricks does not matter in these games.
""",
    ),
    Section(
        "rules-example",
        """
# Beispiel einer Abrechnung

Herzprämie. A ist Alleinspieler und macht genau 6 Stiche. B, links von A, steigt aus; C spielt
mit und lädt B ein. Die übrigen 4 Stiche zählen für C, egal ob B oder C sie gemacht hat.

= Herzprämie mit Einladung
| Spieler | Lage | Rechnung | Punkte |
| B | eingeladen: lebt, 0 Stiche angerechnet | −3 + 0 − 5 | −8 |
| C | lädt ein, 4 Stiche (braucht 4): lebt | −3 + 4 − 5 | −4 |
| A | lebt mit 6 Stichen | −(−3 + 1) + 10 | +12 |
| Summe | | −8 − 4 + 12 | 0 |

Ohne Prämie stünde es −3 für B, +1 für C und +2 für A. Weil der Alleinspieler gelebt hat,
kostet die Herzprämie B und C je 5 Punkte, und A bekommt 10 dazu.
""",
        """
# Worked example

Herzprämie. A is the declarer and takes exactly 6 tricks. B, on A's left, passes; C plays and
invites B. The other 4 tricks all count for C, whether B or C took them.

= Herzprämie with an invitation
| Player | Situation | Calculation | Points |
| B | invited: lives, credited 0 | −3 + 0 − 5 | −8 |
| C | inviter, 4 tricks (needs 4): lives | −3 + 4 − 5 | −4 |
| A | lives with 6 tricks | −(−3 + 1) + 10 | +12 |
| Total | | −8 − 4 + 12 | 0 |

Without the premium the scores would be −3 for B, +1 for C and +2 for A. As the declarer lived,
the Herzprämie costs B and C 5 points each, and A gains 10.
""",
    ),
    Section(
        "rules-glossary",
        "# Glossar\n\n= Begriffe\n| Deutsch | Englisch |" + _GLOSSARY_ROWS,
        "# Glossary\n\n= Terms\n| German | English |" + _GLOSSARY_ROWS,
    ),
)

SECTIONS = tuple(replace(section, ru=RU[section.id]) for section in SECTIONS)
SECTIONS += (  # the house rules, from the texts the new-game dialog shows (house_texts)
    Section(
        "rules-house",
        rules_markup(labels_for("de", "french")),
        rules_markup(labels_for("en", "french")),
        rules_markup(labels_for("ru", "french")),
    ),
)
SECTION_IDS: tuple[str, ...] = tuple(section.id for section in SECTIONS)

# --- vocabulary per language and deck ------------------------------------------------------

_SUIT_NAMES = {
    ("de", "french"): ("Kreuz", "Pik", "Karo", "Herz"),
    ("en", "french"): ("clubs", "spades", "diamonds", "hearts"),
    ("ru", "french"): ("трефы", "пики", "бубны", "червы"),
    ("de", "german"): ("Eichel", "Laub", "Schelle", "Herz"),
    ("en", "german"): ("acorns", "leaves", "bells", "hearts"),
    ("ru", "german"): ("жёлуди", "листья", "бубенцы", "червы"),
}
_RU_CASES = {  # genitive and prepositional plural of the Russian suit names
    ("suitg", "french"): ("треф", "пик", "бубён", "червей"),
    ("suitp", "french"): ("трефах", "пиках", "бубнах", "червах"),
    ("suitg", "german"): ("желудей", "листьев", "бубенцов", "червей"),
    ("suitp", "german"): ("желудях", "листьях", "бубенцах", "червах"),
}
_RANK_NAMES = {
    ("de", "french"): ("7", "8", "9", "10", "Bube", "Dame", "König", "Ass"),
    ("en", "french"): ("7", "8", "9", "10", "jack", "queen", "king", "ace"),
    ("ru", "french"): ("7", "8", "9", "10", "валет", "дама", "король", "туз"),
    ("de", "german"): ("7", "8", "9", "10", "Unter", "Ober", "König", "Ass"),
    ("en", "german"): ("7", "8", "9", "10", "unter", "ober", "king", "ace"),
    ("ru", "german"): ("7", "8", "9", "10", "унтер", "обер", "король", "туз"),
}
_RU_RANKS = ("семёрка", "восьмёрка", "девятка", "десятка")  # a spoken card, "десятка пик"
_FRENCH_INDEX = {
    "de": ("7", "8", "9", "10", "B", "D", "K", "A"),
    "en": tuple("7 8 9 10 J Q K A".split()),
    "ru": ("7", "8", "9", "10", "В", "Д", "К", "Т"),
}
_DECK_NAMES = {
    ("de", "french"): "französisches Blatt",
    ("en", "french"): "French-suited pack",
    ("ru", "french"): "французская колода",
    ("de", "german"): "doppeldeutsches Blatt",
    ("en", "german"): "German-suited pack",
    ("ru", "german"): "немецкая колода",
}
_TITLE = {"de": "Spielregeln", "en": "Rules", "ru": "Правила игры"}
_CONTENTS = {"de": "Inhalt", "en": "Contents", "ru": "Содержание"}
_SUITS, _RANKS, _SYMBOLS = "CSDH", "789TJQKA", "♣♠♦♥"

_TOKEN = re.compile(r"\{(suit|Suit|suitg|suitp|sym|card|rank|deck|bid):(\w+)\}|\*\*(.+?)\*\*")
_FOREIGN_TERMS = {
    "Sans Atout": "fr",
    **dict.fromkeys(
        "Lizitieren Geschäft Herzprämie Bettler Durchmarsch Eins Zwei Drei Vier Vorhand Mittelhand"
        " Hinterhand Alleinspieler mitspielen aussteigen einladen Kassa Farbzwang Stichzwang"
        " Trumpfzwang hier".split()
        + ["Bettler Ouvert", "ich halte"],
        "de",
    ),
}
_FOREIGN = re.compile(
    r"\b(" + "|".join(sorted(map(re.escape, _FOREIGN_TERMS), key=len, reverse=True)) + r")\b"
)

# --- renderer ------------------------------------------------------------------------------


def rules_title(lang: str) -> str:
    """Plain-text title for the rules dialog: ``'Spielregeln'``, ``'Rules'``, ``'Правила игры'``."""
    _check(lang, DECKS[0])
    return _TITLE[lang]


def rules_html(lang: str, deck: str, *, toc: bool = True) -> str:
    """The rules (rules.md §1–§8) as a static HTML fragment in ``lang`` for ``deck``.

    ``lang`` is ``"de"`` or ``"en"``; ``deck`` is ``"french"`` or ``"german"`` and picks the
    card names. With ``toc`` the fragment starts with a table of contents that links to the
    section ids (``#rules-…``, see ``SECTION_IDS``). Raises ``ValueError`` for anything else.
    """
    _check(lang, deck)
    rendered = [_section(section, lang, deck) for section in SECTIONS]
    parts = [f'<div class="rules" lang="{lang}">']
    if toc:
        links = "".join(
            f'<li><a href="#{section.id}">{title}</a></li>'
            for section, (title, _) in zip(SECTIONS, rendered, strict=True)
        )
        parts.append(
            f'<nav class="rules-toc" aria-label="{_CONTENTS[lang]}"><ol>{links}</ol></nav>'
        )
    parts += [html for _, html in rendered]
    parts.append("</div>")
    return "\n".join(parts)


def _check(lang: str, deck: str) -> None:
    if lang not in LANGS:
        raise ValueError(f"unknown language {lang!r}; expected one of {LANGS}")
    if deck not in DECKS:
        raise ValueError(f"unknown deck {deck!r}; expected one of {DECKS}")


def _section(section: Section, lang: str, deck: str) -> tuple[str, str]:
    """(heading HTML, section HTML) of one section."""
    blocks = [b.strip() for b in section.text(lang).strip().split("\n\n")]
    title = _inline(blocks[0].removeprefix("# "), lang, deck)
    # the headings take the focus when the contents link to them (web/main.py)
    out = [f'<section id="{section.id}">', f'<h2 tabindex="-1">{title}</h2>']
    in_sub = False
    for number, block in enumerate(blocks[1:], 1):
        if block.startswith("## "):
            sub_id, sub_title = block[3:].split(" ", 1)
            out += ["</section>"] * in_sub
            heading = f'<h3 tabindex="-1">{_inline(sub_title, lang, deck)}</h3>'
            out += [f'<section id="{sub_id}">', heading]
            in_sub = True
        else:
            out.append(_block(block, lang, deck, f"{section.id}-{number}"))
    out += ["</section>"] * in_sub + ["</section>"]
    return title, "\n".join(out)


def _block(block: str, lang: str, deck: str, block_id: str) -> str:
    """One block of markup: a list, a table or a paragraph. A table sits in a scroll box
    named by its caption (``block_id``): wider than a phone, it scrolls on its own instead
    of the panel, and the box takes the keyboard's focus so that it scrolls by keys too (as
    web/markup.py's ``scroll_box``, which this module does without: it loads on its own)."""
    if block.startswith("- ") or re.match(r"1\. ", block):
        tag, marker = ("ul", r"^- ") if block.startswith("- ") else ("ol", r"^\d+\. ")
        items = re.split(marker, block, flags=re.MULTILINE)[1:]
        return (
            f"<{tag}>" + "".join(f"<li>{_inline(i, lang, deck)}</li>" for i in items) + f"</{tag}>"
        )
    if block.startswith("= "):
        caption, _, body = block[2:].partition("\n")
        head, *rows = _table_rows(body)
        html = [f'<caption id="{block_id}">{_inline(caption, lang, deck)}</caption><thead><tr>']
        html += [_cell("col", cell, lang, deck) for cell in head]
        html.append("</tr></thead><tbody>")
        for row in rows:
            cells = [_cell("" if i else "row", cell, lang, deck) for i, cell in enumerate(row)]
            html.append("<tr>" + "".join(cells) + "</tr>")
        return (
            '<div class="scroll" data-scroller role="region" tabindex="0"'
            f' aria-labelledby="{block_id}"><table>' + "".join(html) + "</tbody></table></div>"
        )
    return f"<p>{_inline(block, lang, deck)}</p>"


def _cell(scope: str, cell: str, lang: str, deck: str) -> str:
    """One table cell; ``scope`` ``"col"``/``"row"`` makes it a header, ``""`` a data cell."""
    cell_lang = cell[1:3] if cell[:1] == "@" else lang
    content = _inline(cell.removeprefix(f"@{cell_lang} "), cell_lang, deck)
    if not content:
        return "<td></td>"
    attrs = f' scope="{scope}"' if scope else ""
    if cell_lang != lang:
        attrs += f' lang="{cell_lang}"'
    tag = "th" if scope else "td"
    return f"<{tag}{attrs}>{content}</{tag}>"


def _table_rows(body: str) -> list[list[str]]:
    """Cells of ``| a | b |`` rows; a row may go on over several lines until it ends in ``|``."""
    rows: list[str] = []
    for line in body.strip().splitlines():
        line = line.strip()
        if line.startswith("|") and (not rows or rows[-1].endswith("|")):
            rows.append(line)
        else:
            rows[-1] += " " + line
    return [[cell.strip() for cell in row[1:-1].split("|")] for row in rows]


def _join(text: str) -> str:
    """The lines of a block as one line."""
    return " ".join(line.strip() for line in text.strip().splitlines())


def _inline(text: str, lang: str, deck: str) -> str:
    """Escaped HTML for one piece of text: tokens filled in, ``**…**`` as ``<strong>``."""
    text = _join(text)
    out: list[str] = []
    pos = 0
    for match in _TOKEN.finditer(text):
        kind, arg, strong = match.groups()
        out.append(_plain(text[pos : match.start()], lang))
        if strong is not None:
            out.append(f"<strong>{_inline(strong, lang, deck)}</strong>")
        else:
            out.append(_token(kind, arg, lang, deck))
        pos = match.end()
    out.append(_plain(text[pos:], lang))
    return "".join(out)


def _plain(text: str, lang: str) -> str:
    """Escaped text; in English and Russian the German/French game terms get their ``lang``."""
    html = escape(text, quote=False)
    if lang == "de":
        return html
    return _FOREIGN.sub(lambda m: f'<i lang="{_FOREIGN_TERMS[m[1]]}">{m[1]}</i>', html)


def _token(kind: str, arg: str, lang: str, deck: str) -> str:
    suits, ranks = _SUIT_NAMES[lang, deck], _RANK_NAMES[lang, deck]
    if kind == "deck":
        return escape(_DECK_NAMES[lang, deck])
    if kind == "bid":  # as the buttons say it, with its number: "One (1)"
        return escape(f"{labels_for(lang, deck).bid(arg)} ({arg})")
    if kind == "rank":
        return escape(ranks[_RANKS.index(arg)])
    if kind == "sym":
        symbol = _SYMBOLS[_SUITS.index(arg)]
        return f'<span aria-hidden="true">{symbol}</span> ' if deck == "french" else ""
    if kind in ("suitg", "suitp"):
        return escape(_RU_CASES[kind, deck][_SUITS.index(arg)])
    if kind in ("suit", "Suit"):
        name = suits[_SUITS.index(arg)]
        return escape(name[0].upper() + name[1:] if kind == "Suit" else name)
    # kind == "card": a card in the project notation, e.g. "HK"
    suit, rank = _SUITS.index(arg[0]), _RANKS.index(arg[1])
    if lang == "de":
        label = f"{suits[suit]}-{ranks[rank]}"
    elif lang == "ru":
        spoken = _RU_RANKS[rank] if rank < 4 else ranks[rank]
        label = f"{spoken} {_RU_CASES['suitg', deck][suit]}"
    else:
        label = f"{ranks[rank]} of {suits[suit]}"
    if deck == "german":
        return escape(label)
    short = _SYMBOLS[suit] + _FRENCH_INDEX[lang][rank]
    return f'<span class="card-ref" role="img" aria-label="{escape(label)}">{short}</span>'
