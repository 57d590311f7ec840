"""Texts of the player's aids, in German and English: undo, hint, analysis, statistics.

Part of ``labels.TEXTS`` (``labels.py`` merges these in; look texts up through
``Labels.t`` as usual). Kept in their own module so the aids' wording lives in one place.
"""

from __future__ import annotations

__all__ = ["TEXTS"]

TEXTS: dict[str, dict[str, str]] = {
    "de": {
        # undo
        "undo": "Zurücknehmen",
        "undo:title": (
            "Deinen letzten Zug zurücknehmen: eine Karte, solange ihr Stich noch auf dem "
            "Tisch liegt; ein Gebot, solange lizitiert wird; eine andere Entscheidung bis "
            "zur ersten Karte. Die Gegner entscheiden danach neu."
        ),
        "undo:over": "Zurücknehmen geht nicht mehr: das Spiel ist vorbei.",
        "undo:nothing": "Noch nichts zum Zurücknehmen: du hast in diesem Spiel noch nicht gezogen.",
        "undo:auction_closed": (
            "Zurücknehmen geht nicht mehr: das Lizitieren ist vorbei, das Spiel steht."
        ),
        "undo:cards_played": "Zurücknehmen geht nicht mehr: es wurden schon Karten gespielt.",
        "undo:trick_closed": "Zurücknehmen geht nicht mehr: dein Stich ist schon abgeräumt.",
        "undone": "Zurückgenommen: {action}. Die Gegner entscheiden danach neu.",
        # hint
        "hint": "Tipp",
        "hint:title": "Was würde der Profi hier tun? (rechnet nur mit deinen eigenen Karten)",
        "hint:pending": "Der Profi überlegt …",
        "hint:failed": "Für diese Entscheidung gibt es gerade keinen Tipp.",
        "hint:prefix": "Tipp",
        "hint:forced": "{action}: die einzige erlaubte Wahl.",
        "hint:value": "{action}: im Schnitt {points} Punkte",
        "hint:value_x": "{action}: im Schnitt {points} Punkte für die Gegenspieler",
        "hint:pass": "Passen: kein Gebot lohnt sich (bestes: {best} mit {points} Punkten)",
        "hint:exchange": "{action}, dann {game} ansagen: im Schnitt {points} Punkte",
        "hint:win": "in {share} der Verteilungen gewonnen",
        "hint:win_x": "der Alleinspieler fällt in {share} der Verteilungen",
        "hint:samples": "{n} mögliche Verteilungen durchgerechnet",
        "hint:heuristic": "{action}: klar nach Handbewertung (geschätzt {points} Punkte)",
        "hint:by_hand": "{action}: nach Handbewertung",
        # analysis after the deal
        "analysis:pending": "Bei bester Spielweise aller: wird berechnet …",
        "analysis:tricks": "Bei bester Spielweise aller: {tricks} für {name} (gespielt: {played}).",
        "analysis:fixed_yes": (
            "Bei bester Spielweise aller war {game} für {name} zu gewinnen "
            "({tricks}; gespielt: {played})."
        ),
        "analysis:fixed_no": (
            "Bei bester Spielweise aller war {game} für {name} nicht zu gewinnen "
            "({tricks}; gespielt: {played})."
        ),
        "analysis:failed": "Bei bester Spielweise aller: konnte nicht berechnet werden.",
        "analysis:you": "dich",
        # statistics
        "stats": "Statistik",
        "stats:overview": "Überblick",
        "stats:matches": "Partien",
        "stats:deals": "Spiele",
        "stats:all_pass": "Alle gepasst",
        "stats:total": "Deine Punkte insgesamt",
        "stats:unreadable": "Unlesbare Spiele (übersprungen)",
        "stats:declarer": "Als Alleinspieler",
        "stats:defence": "Als Gegenspieler",
        "stats:game": "Spiel",
        "stats:won": "gewonnen",
        "stats:lost": "verloren",
        "stats:lived": "gelebt",
        "stats:fell": "gefallen",
        "stats:points": "Punkte",
        "stats:role": "Rolle",
        "stats:none": "Noch keine Spiele.",
        "stats:chart": "Deine Punkte im Verlauf",
        "stats:chart_label": ("Punktestand {after}: {total} (höchster {high}, tiefster {low})"),
        "stats:after_1": "nach 1 Spiel",
        "stats:after_n": "nach {n} Spielen",
        "stats:role:play": "mitgespielt",
        "stats:role:invr": "allein mitgespielt und eingeladen",
        "stats:role:inv": "eingeladen worden",
        "stats:role:pass": "ausgestiegen",
        "stats:files": "Sichern und Übertragen",
        "stats:files_note": (
            "Exportiert alle Partien als Datei; ein Import fügt sie hinzu, ohne Vorhandenes "
            "zu löschen."
        ),
        "export": "Exportieren",
        "import": "Importieren …",
        "notice_import_bad": (
            "Import abgelehnt: {error}. Deine gespeicherten Partien bleiben unverändert."
        ),
        "notice_import_ok": (
            "Import fertig: {added} neue Partien mit {deals} Spielen übernommen, {same} waren "
            "schon vorhanden, {conflicts} abweichende nicht übernommen."
        ),
        # settings
        "setting:autoplay": "Einzige erlaubte Karte automatisch spielen",
    },
    "en": {
        "undo": "Undo",
        "undo:title": (
            "Take back your last move: a card while its trick is still on the table; a bid "
            "while the auction lasts; another decision until the first card. The opponents "
            "then decide afresh."
        ),
        "undo:over": "Undo is no longer possible: the deal is over.",
        "undo:nothing": "Nothing to undo yet: you have not moved in this deal.",
        "undo:auction_closed": "Undo is no longer possible: the auction is over, the game stands.",
        "undo:cards_played": "Undo is no longer possible: cards have been played.",
        "undo:trick_closed": "Undo is no longer possible: your trick has been gathered.",
        "undone": "Taken back: {action}. The opponents decide afresh.",
        "hint": "Hint",
        "hint:title": "What would the expert do here? (uses only your own cards)",
        "hint:pending": "The expert is thinking …",
        "hint:failed": "No hint for this decision right now.",
        "hint:prefix": "Hint",
        "hint:forced": "{action}: the only legal choice.",
        "hint:value": "{action}: {points} points on average",
        "hint:value_x": "{action}: {points} points on average for the defenders",
        "hint:pass": "Pass: no bid pays (best: {best} at {points} points)",
        "hint:exchange": "{action}, then announce {game}: {points} points on average",
        "hint:win": "won in {share} of the deals",
        "hint:win_x": "the declarer falls in {share} of the deals",
        "hint:samples": "{n} possible deals solved",
        "hint:heuristic": "{action}: clear from hand evaluation (about {points} points)",
        "hint:by_hand": "{action}: from hand evaluation",
        "analysis:pending": "With best play by all: computing …",
        "analysis:tricks": "With best play by all: {tricks} for {name} (played: {played}).",
        "analysis:fixed_yes": (
            "With best play by all, {game} was makeable for {name} ({tricks}; played: {played})."
        ),
        "analysis:fixed_no": (
            "With best play by all, {game} was not makeable for {name} "
            "({tricks}; played: {played})."
        ),
        "analysis:failed": "With best play by all: could not be computed.",
        "analysis:you": "you",
        "stats": "Statistics",
        "stats:overview": "Overview",
        "stats:matches": "Matches",
        "stats:deals": "Deals",
        "stats:all_pass": "All passed",
        "stats:total": "Your points in all",
        "stats:unreadable": "Unreadable deals (skipped)",
        "stats:declarer": "As declarer",
        "stats:defence": "As defender",
        "stats:game": "Game",
        "stats:won": "won",
        "stats:lost": "lost",
        "stats:lived": "lived",
        "stats:fell": "fell",
        "stats:points": "Points",
        "stats:role": "Part",
        "stats:none": "No deals yet.",
        "stats:chart": "Your points over time",
        "stats:chart_label": "Score {after}: {total} (highest {high}, lowest {low})",
        "stats:after_1": "after 1 deal",
        "stats:after_n": "after {n} deals",
        "stats:role:play": "defended",
        "stats:role:invr": "defended alone and invited",
        "stats:role:inv": "was invited",
        "stats:role:pass": "stayed out",
        "stats:files": "Back up and move",
        "stats:files_note": (
            "Exports every match as a file; an import adds them and never deletes anything."
        ),
        "export": "Export",
        "import": "Import …",
        "notice_import_bad": "Import refused: {error}. Your saved matches are unchanged.",
        "notice_import_ok": (
            "Import done: {added} new matches with {deals} deals added, {same} were already "
            "there, {conflicts} differing ones left out."
        ),
        "setting:autoplay": "Play the only legal card automatically",
    },
}
