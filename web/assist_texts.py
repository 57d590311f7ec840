"""Texts of the player's aids, in German, English and Russian: undo, hint, statistics.

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
        "undo:seen": (
            "Zurücknehmen geht nicht mehr: du hast danach Karten gesehen, die vorher verdeckt "
            "waren."
        ),
        "undo:cards_played": "Zurücknehmen geht nicht mehr: es wurden schon Karten gespielt.",
        "undo:kontra": "Zurücknehmen geht nicht mehr: über Kontra wurde schon entschieden.",
        "undo:trick_closed": "Zurücknehmen geht nicht mehr: der Stich ist schon abgeräumt.",
        "undone": "Zurückgenommen: {action}. Die Gegner entscheiden danach neu.",
        # hint
        "hint": "Tipp",
        "hint:title": "Was würde der Profi hier tun? (rechnet nur mit deinen eigenen Karten)",
        "hint:pending": "Der Profi überlegt …",
        "hint:failed": "Für diese Entscheidung gibt es gerade keinen Tipp.",
        "hint:prefix": "Tipp",
        "hint:forced": "{action}: die einzige erlaubte Wahl.",
        "hint:rule": "{action}: ein sicherer Gewinn ohne Risiko.",
        "hint:guided": (
            "{action}: dieses erste Spiel ist dafür gemacht, dass du den Alleinspieler kennenlernst"
        ),
        "hint:guided_more": "in einem anderen Spiel würde der Profi mit diesen Karten knapp passen",
        "hint:unexplained": (
            "{action}: keine Stichprobe erklärt seine Ansage; er hält vermutlich mehr, "
            "als sie zeigen."
        ),
        "hint:value": "{action}: im Schnitt {points}",
        "hint:value_x": "{action}: im Schnitt {points} für die Gegenspieler",
        "hint:pass": "Passen: kein Gebot lohnt sich (bestes: {best}, {points})",
        "hint:exchange": "{action}, dann {game} ansagen: im Schnitt {points}",
        "hint:win": "in {share} der Verteilungen gewonnen",
        "hint:win_x": "der Alleinspieler fällt in {share} der Verteilungen",
        "hint:win:count": "in {won} von {n} Stichproben gewonnen",
        "hint:win_x:count": "der Alleinspieler fällt in {won} von {n} Stichproben",
        "hint:samples": "{n} Stichproben durchgerechnet",
        "hint:heuristic": "{action}: klar nach Handbewertung (geschätzt {points})",
        "hint:unit": "Punkte",
        "hint:unit:pool": "Fische",
        "hint:by_hand": "{action}: nach Handbewertung",
        # statistics
        "stats": "Statistik",
        "stats:overview": "Überblick",
        "stats:matches": "Partien",
        "stats:deals": "Spiele",
        "stats:all_pass": "Alle gepasst",
        "stats:total": "Deine Punkte insgesamt",
        "stats:chips": "Deine Fische insgesamt (Partien mit Kassa)",
        "stats:unreadable": "Unlesbare Spiele (übersprungen)",
        "stats:friends": "Partien bei Freunden ({n}) stehen unter „Punkte“, nicht hier.",
        "stats:declarer": "Als Alleinspieler",
        "stats:defence": "Als Gegenspieler",
        "stats:game": "Spiel",
        "stats:won": "Gewonnen",
        "stats:lost": "Verloren",
        "stats:lived": "Gelebt",
        "stats:fell": "Gefallen",
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
        "stats:ledger": "Deine Fische (Partien mit Kassa)",
        "stats:ledger:from": "Woher",
        "stats:ledger:count": "Anzahl",
        "stats:ledger:paid": "In die Kassa eingezahlt (als Geber, Einsatz)",
        "stats:ledger:share": "Anteil an der Kassa bei Partieende",
        "stats:files": "Sichern und Übertragen",
        "stats:files_note": (
            "Exportiert alle Partien als Datei; ein Import fügt sie hinzu, ohne Vorhandenes "
            "zu löschen."
        ),
        "export": "Exportieren",
        "import": "Importieren …",
        # why an import was refused (history_io.REASONS), in the notice's {error}
        "import:why:too_big": "die Datei ist mit {size} Bytes viel zu groß für einen Export",
        "import:why:unreadable": "der Browser konnte die Datei nicht lesen ({error})",
        "import:why:empty": "die Datei ist leer",
        "import:why:not_export": "das ist keine Exportdatei von Preferanzen",
        "import:why:version": "die Datei hat Version {version}, diese Seite liest Version {want}",
        "import:why:too_many": (
            "die Datei hat {count} Partien, mehr als die {max}, die ein Import haben kann"
        ),
        "import:why:bad_match": "die {number}. Partie der Datei ist beschädigt",
        "import:why:bad_field": (
            "die {number}. Partie der Datei ist beschädigt (ihr Feld „{field}“ ist ungültig)"
        ),
        "import:why:bad_deal": (
            "die {number}. Partie der Datei ist beschädigt (ihr {deal}. Spiel lässt sich "
            "nicht nachspielen)"
        ),
        "import:why:twice": "die {number}. Partie steht weiter oben schon einmal in der Datei",
        # a damaged match left out of an import of the others (history_io.SKIPPED)
        "import:why:skip_bad_match": "Partie {number}",
        "import:why:skip_bad_field": "Partie {number}: ihr Feld „{field}“ ist ungültig",
        "import:why:skip_bad_deal": (
            "Partie {number}: ihr {deal}. Spiel lässt sich nicht nachspielen"
        ),
        "notice_import_bad": (
            "Import abgelehnt: {error}. Deine gespeicherten Partien bleiben unverändert."
        ),
        # counts after a colon: no plural to agree with ("1 waren")
        "notice_import_ok": (
            "Import fertig: neue Partien: {added} (Spiele: {deals}); ergänzt: {updated}; "
            "schon vorhanden: {same}; "
            "abweichend, nicht übernommen: {conflicts}."
        ),
        "notice_import_some": (
            "Import fertig: neue Partien: {added} (Spiele: {deals}); ergänzt: {updated}; "
            "schon vorhanden: {same}; abweichend, nicht übernommen: {conflicts}; "
            "beschädigt, nicht übernommen: {damaged} ({error}{more}). "
            "Sie bleiben in deiner Datei."
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
        "undo:seen": "Undo is no longer possible: you have seen cards that were hidden before.",
        "undo:cards_played": "Undo is no longer possible: cards have been played.",
        "undo:kontra": "Undo is no longer possible: the Kontra calls have begun.",
        "undo:trick_closed": "Undo is no longer possible: the trick has been gathered.",
        "undone": "Taken back: {action}. The opponents decide afresh.",
        "hint": "Hint",
        "hint:title": "What would the expert do here? (uses only your own cards)",
        "hint:pending": "The expert is thinking …",
        "hint:failed": "No hint for this decision right now.",
        "hint:prefix": "Hint",
        "hint:forced": "{action}: the only legal choice.",
        "hint:rule": "{action}: a sure gain at no risk.",
        "hint:guided": "{action}: this first deal is made for you to learn the declarer's game",
        "hint:guided_more": "in another deal the Profi would narrowly pass with these cards",
        "hint:unexplained": (
            "{action}: no sample deal explains his announcement; he likely holds more "
            "than they show."
        ),
        "hint:value": "{action}: {points} on average",
        "hint:value_x": "{action}: {points} on average for the defenders",
        "hint:pass": "Pass: no bid pays (best: {best} at {points})",
        "hint:exchange": "{action}, then announce {game}: {points} on average",
        "hint:win": "won in {share} of the deals",
        "hint:win_x": "the declarer falls in {share} of the deals",
        "hint:win:count": "won in {won} of {n} sample deals",
        "hint:win_x:count": "the declarer falls in {won} of {n} sample deals",
        "hint:samples": "{n} sample deals solved",
        "hint:heuristic": "{action}: clear from hand evaluation (about {points})",
        "hint:unit": "points",
        "hint:unit:pool": "chips",
        "hint:by_hand": "{action}: from hand evaluation",
        "stats": "Statistics",
        "stats:overview": "Overview",
        "stats:matches": "Matches",
        "stats:deals": "Deals",
        "stats:all_pass": "All passed",
        "stats:total": "Your points in all",
        "stats:chips": "Your chips in all (matches with a pot)",
        "stats:unreadable": "Unreadable deals (skipped)",
        "stats:friends": "Matches at friends' tables ({n}) are under “Scores”, not here.",
        "stats:declarer": "As declarer",
        "stats:defence": "As defender",
        "stats:game": "Game",
        "stats:won": "Won",
        "stats:lost": "Lost",
        "stats:lived": "Lived",
        "stats:fell": "Fell",
        "stats:points": "Points",
        "stats:role": "Role",
        "stats:none": "No deals yet.",
        "stats:chart": "Your points over time",
        "stats:chart_label": "Score {after}: {total} (highest {high}, lowest {low})",
        "stats:after_1": "after 1 deal",
        "stats:after_n": "after {n} deals",
        "stats:role:play": "defended",
        "stats:role:invr": "defended alone and invited",
        "stats:role:inv": "was invited",
        "stats:role:pass": "stayed out",
        "stats:ledger": "Your chips (matches with a pot)",
        "stats:ledger:from": "From",
        "stats:ledger:count": "Count",
        "stats:ledger:paid": "Paid into the pot (as dealer, stake)",
        "stats:ledger:share": "Share of the pot at a match's end",
        "stats:files": "Back up and move",
        "stats:files_note": (
            "Exports every match as a file; an import adds them and never deletes anything."
        ),
        "export": "Export",
        "import": "Import …",
        "import:why:too_big": "at {size} bytes the file is far too big for an export",
        "import:why:unreadable": "the browser could not read the file ({error})",
        "import:why:empty": "the file is empty",
        "import:why:not_export": "this is not an export file of Preferanzen",
        "import:why:version": "the file is version {version}, this page reads version {want}",
        "import:why:too_many": (
            "the file has {count} matches, more than the {max} an import can have"
        ),
        "import:why:bad_match": "match {number} of the file is damaged",
        "import:why:bad_field": (
            "match {number} of the file is damaged (its field “{field}” is invalid)"
        ),
        "import:why:bad_deal": (
            "match {number} of the file is damaged (its deal {deal} does not replay)"
        ),
        "import:why:twice": "match {number} of the file stands in it twice",
        "import:why:skip_bad_match": "match {number}",
        "import:why:skip_bad_field": "match {number}: its field “{field}” is invalid",
        "import:why:skip_bad_deal": "match {number}: its deal {deal} does not replay",
        "notice_import_bad": "Import refused: {error}. Your saved matches are unchanged.",
        "notice_import_ok": (
            "Import done: new matches: {added} (deals: {deals}); updated: {updated}; "
            "already there: {same}; "
            "differing, left out: {conflicts}."
        ),
        "notice_import_some": (
            "Import done: new matches: {added} (deals: {deals}); updated: {updated}; "
            "already there: {same}; differing, left out: {conflicts}; "
            "damaged, left out: {damaged} ({error}{more}). They stay in your file."
        ),
        "setting:autoplay": "Play the only legal card automatically",
    },
    "ru": {
        "undo": "Вернуть ход",
        "undo:title": (
            "Вернуть свой последний ход: карту — пока её взятка ещё на столе; заявку — пока "
            "идёт торговля; другое решение — до первой карты. Соперники потом решают заново."
        ),
        "undo:over": "Вернуть ход уже нельзя: сдача окончена.",
        "undo:nothing": "Возвращать пока нечего: в этой сдаче вы ещё не ходили.",
        "undo:auction_closed": "Вернуть ход уже нельзя: торговля окончена, игра определена.",
        "undo:seen": "Вернуть ход уже нельзя: вы уже видели карты, которые были закрыты.",
        "undo:cards_played": "Вернуть ход уже нельзя: карты уже пошли в игру.",
        "undo:kontra": "Вернуть ход уже нельзя: объявления контры уже начались.",
        "undo:trick_closed": "Вернуть ход уже нельзя: взятка уже убрана со стола.",
        "undone": "Ход возвращён: {action}. Соперники решают заново.",
        "hint": "Подсказка",
        "hint:title": "Как сыграл бы мастер? (считает только по вашим картам)",
        "hint:pending": "Мастер думает …",
        "hint:failed": "Для этого решения подсказки сейчас нет.",
        "hint:prefix": "Подсказка",
        "hint:forced": "{action}: другого хода нет.",
        "hint:rule": "{action}: верный выигрыш без риска.",
        "hint:guided": "{action}: эта первая сдача сделана, чтобы вы узнали игру разыгрывающего",
        "hint:guided_more": "в другой сдаче профи с такими картами, пожалуй, спасовал бы",
        "hint:unexplained": (
            "{action}: ни один пробный расклад не объясняет его заявку; вероятно, у него больше, "
            "чем в них."
        ),
        "hint:value": "{action}: в среднем {points}",
        "hint:value_x": "{action}: в среднем {points} у вистующих",
        "hint:pass": "Пас: ни одна заявка не окупается (лучшая: {best}, {points})",
        "hint:exchange": "{action}, затем объявить {game}: в среднем {points}",
        "hint:win": "выигрыш в {share} раскладов",
        "hint:win_x": "разыгрывающий садится в {share} раскладов",
        "hint:win:count": "выигрыш в {won} из {n} пробных раскладов",
        "hint:win_x:count": "разыгрывающий садится в {won} из {n} пробных раскладов",
        "hint:samples": "просчитано пробных раскладов: {n}",
        "hint:heuristic": "{action}: ясно по оценке руки (примерно {points})",
        "hint:unit": "очк.",
        "hint:unit:pool": "фишки",
        "hint:by_hand": "{action}: по оценке руки",
        "stats": "Статистика",
        "stats:overview": "Обзор",
        "stats:matches": "Партии",
        "stats:deals": "Сдачи",
        "stats:all_pass": "Все спасовали",
        "stats:total": "Ваши очки всего",
        "stats:chips": "Ваши фишки всего (партии с пулькой)",
        "stats:unreadable": "Нечитаемые сдачи (пропущены)",
        "stats:friends": "Партии у друзей ({n}) есть в «Записи», но не здесь.",
        "stats:declarer": "Разыгрывающим",
        "stats:defence": "На висте",
        "stats:game": "Игра",
        "stats:won": "Выиграно",
        "stats:lost": "Проиграно",
        "stats:lived": "С нормой",
        "stats:fell": "Без нормы",
        "stats:points": "Очки",
        "stats:role": "Роль",
        "stats:none": "Сдач ещё не было.",
        "stats:chart": "Ваши очки по ходу игры",
        "stats:chart_label": "Счёт {after}: {total} (максимум {high}, минимум {low})",
        "stats:after_1": "после {n} сдачи",
        "stats:after_few": "после {n} сдач",
        "stats:after_n": "после {n} сдач",
        "stats:role:play": "вистовали",
        "stats:role:invr": "вистовали и пригласили",
        "stats:role:inv": "по приглашению",
        "stats:role:pass": "пас",
        "stats:ledger": "Ваши фишки (партии с пулькой)",
        "stats:ledger:from": "Откуда",
        "stats:ledger:count": "Количество",
        "stats:ledger:paid": "Взносы в пульку (сдающим, ставка)",
        "stats:ledger:share": "Доля пульки в конце партии",
        "stats:files": "Резервная копия и перенос",
        "stats:files_note": (
            "Экспорт сохраняет все партии в файл; импорт добавляет их, ничего не удаляя."
        ),
        "export": "Экспорт",
        "import": "Импорт …",
        "import:why:too_big": "файл размером {size} байт слишком велик для экспорта",
        "import:why:unreadable": "браузер не смог прочитать файл ({error})",
        "import:why:empty": "файл пуст",
        "import:why:not_export": "это не файл экспорта Preferanzen",
        "import:why:version": "версия файла {version}, эта страница читает версию {want}",
        "import:why:too_many": "в файле партий: {count}, а импорт принимает не больше {max}",
        "import:why:bad_match": "партия № {number} в файле повреждена",
        "import:why:bad_field": "партия № {number} в файле повреждена (неверное поле «{field}»)",
        "import:why:bad_deal": (
            "партия № {number} в файле повреждена (её сдача № {deal} не воспроизводится)"
        ),
        "import:why:twice": "партия № {number} встречается в файле дважды",
        "import:why:skip_bad_match": "партия № {number}",
        "import:why:skip_bad_field": "партия № {number}: неверное поле «{field}»",
        "import:why:skip_bad_deal": "партия № {number}: её сдача № {deal} не воспроизводится",
        "notice_import_bad": "Импорт отклонён: {error}. Сохранённые партии не изменились.",
        "notice_import_ok": (
            "Импорт готов: добавлено новых партий — {added} (сдач — {deals}), обновлено — "
            "{updated}, уже были — "
            "{same}, расходящихся и не добавленных — {conflicts}."
        ),
        "notice_import_some": (
            "Импорт готов: добавлено новых партий — {added} (сдач — {deals}), обновлено — "
            "{updated}, уже были — {same}, расходящихся и не добавленных — {conflicts}, "
            "повреждённых и не добавленных — {damaged} ({error}{more}). "
            "В вашем файле они остаются."
        ),
        "setting:autoplay": "Единственную разрешённую карту играть автоматически",
    },
}
