"""Texts about the player's saved data, in German, English and Russian: what was set aside at start,
storage that is blocked or full, other tabs, imports and loading in progress.

Part of ``labels.TEXTS`` (``labels.py`` merges these in; look texts up through
``Labels.t`` as usual, a language without one of these keys falls back to German). Kept in
their own module so the wording about saving lives in one place. Every notice says what
happened and what the player can do.
"""

from __future__ import annotations

__all__ = ["TEXTS"]

TEXTS: dict[str, dict[str, str]] = {
    "de": {
        "notice:more": "{key} und {n} weitere",
        "notice_large": (
            "Gespeicherte Daten ({key}) waren viel zu groß und wurden als {backup} "
            "aufbewahrt; dieser Teil beginnt neu."
        ),
        "notice_unreadable": "Der Browser verweigert das Lesen von {key}; dieser Teil beginnt neu.",
        "notice_kept": (
            "Gespeicherte Daten ({key}) sind unbrauchbar und konnten nicht beiseitegelegt "
            "werden (kein Platz); sie bleiben unverändert liegen und werden nicht verwendet."
        ),
        "notice_blocked": (
            "Dein Browser lässt diese Seite nichts speichern (Website-Daten sind blockiert). "
            "Du kannst spielen, aber nach dem Schließen oder Neuladen ist alles weg. "
            "Exportiere deine Partien, um sie zu behalten, oder erlaube Website-Daten."
        ),
        "notice_full": (
            "Der Speicher des Browsers ist voll: die letzten Züge sind nur in diesem Tab "
            "gesichert. Exportiere deine Partien und lagere dann die ältere Hälfte aus "
            "(sie wird vorher als Datei gespeichert); danach wird wieder gespeichert."
        ),
        "notice_backups_dropped": (
            "Der Speicher war voll: {n} aufbewahrte Sicherungskopien wurden gelöscht, "
            "damit deine Partie gespeichert werden kann."
        ),
        "notice_follow": (
            "Diese Partie ist auch in einem anderen Tab offen und wurde dort "
            "weitergespielt; hier siehst du den neuesten Stand. Du kannst in beiden "
            "weiterspielen, jeder Zug gilt für beide."
        ),
        "notice_forked": (
            "Zwei Tabs haben dieselbe Partie verschieden fortgesetzt; die andere Fassung "
            "bleibt als eigene Partie in deinem Verlauf erhalten."
        ),
        "notice_pruned": (
            "{n} ältere Partien wurden in die Datei {file} ausgelagert und aus dem "
            "Browser entfernt; importiere die Datei, um sie zurückzuholen."
        ),
        "notice_prune_offer": (
            "{n} ältere Partien stehen in der Datei {file}, die dir eben zum Herunterladen "
            "angeboten wurde. Sie bleiben im Browser, bis du bestätigst, dass die Datei "
            "gespeichert ist; kam kein Download, brich ab: dann wird nichts entfernt."
        ),
        "notice_prune_kept": (
            "{n} dieser Partien bleiben im Browser: sie wurden geändert, nachdem die Datei "
            "erstellt war (etwa in einem anderen Tab), oder werden gerade gespielt."
        ),
        "notice_import_full": (
            "Import abgebrochen: der Speicher des Browsers ist voll. Es wurde nichts "
            "übernommen; lagere ältere Partien aus und versuche es noch einmal."
        ),
        "notice_import_busy": "Ein Import läuft schon; warte, bis er fertig ist.",
        "notice_progress_import": "Import: {done} von {total} Partien geprüft …",
        "notice_progress_load": "Verlauf wird geladen: {done} von {total} Partien …",
        "prune": "Ältere Hälfte auslagern",
        "prune-confirm": "Ich habe die Datei gespeichert – hier entfernen",
        "prune-cancel": "Abbrechen, nichts entfernen",
        "stats:pending": "Die Statistik wird berechnet: {done} von {total} Partien …",
        "past_more": "… und {older} (alle zählen in der Statistik).",
        "older_1": "1 ältere Partie",
        "older_n": "{n} ältere Partien",
    },
    "en": {
        "notice:more": "{key} and {n} more",
        "notice_large": (
            "Saved data ({key}) was far too large and was kept as {backup}; this part "
            "starts afresh."
        ),
        "notice_unreadable": "The browser refuses to read {key}; this part starts afresh.",
        "notice_kept": (
            "Saved data ({key}) cannot be used and could not be set aside (no room); it is "
            "left unchanged and not used."
        ),
        "notice_blocked": (
            "Your browser does not let this page save anything (site data is blocked). You "
            "can play, but everything is gone once you close or reload the page. Export "
            "your matches to keep them, or allow site data."
        ),
        "notice_full": (
            "The browser's storage is full: the latest moves are kept in this tab only. "
            "Export your matches, then move the older half out (it is saved to a file "
            "first); saving then works again."
        ),
        "notice_backups_dropped": (
            "Storage was full: {n} kept backup copies were deleted so that your match can be saved."
        ),
        "notice_follow": (
            "This match is also open in another tab and was continued there; this tab shows "
            "the latest state. You can play on in either: every move counts for both."
        ),
        "notice_forked": (
            "Two tabs continued the same match differently; the other version stays in your "
            "history as a match of its own."
        ),
        "notice_pruned": (
            "{n} older matches were moved to the file {file} and removed from the browser; "
            "import the file to bring them back."
        ),
        "notice_prune_offer": (
            "{n} older matches are in the file {file}, just offered as a download. They stay "
            "in the browser until you confirm that the file is saved; if no download came, "
            "cancel: then nothing is removed."
        ),
        "notice_prune_kept": (
            "{n} of them stay in the browser: they changed after the file was made (in "
            "another tab, say) or are being played."
        ),
        "notice_import_full": (
            "Import stopped: the browser's storage is full. Nothing was taken over; move "
            "older matches out and try again."
        ),
        "notice_import_busy": "An import is already running; wait until it is done.",
        "notice_progress_import": "Import: {done} of {total} matches checked …",
        "notice_progress_load": "Loading your history: {done} of {total} matches …",
        "prune": "Move the older half out",
        "prune-confirm": "I have saved the file — remove them here",
        "prune-cancel": "Cancel, remove nothing",
        "stats:pending": "Computing the statistics: {done} of {total} matches …",
        "past_more": "… and {older} (all of them count in the statistics).",
        "older_1": "1 older match",
        "older_n": "{n} older matches",
    },
    "ru": {
        "notice:more": "{key} и ещё {n}",
        "notice_large": (
            "Сохранённые данные ({key}) оказались слишком большими; они сохранены как "
            "{backup}, а эта часть начинается заново."
        ),
        "notice_unreadable": "Браузер не даёт прочитать {key}; эта часть начинается заново.",
        "notice_kept": (
            "Сохранённые данные ({key}) непригодны, а отложить их некуда (нет места); они "
            "остаются как есть и не используются."
        ),
        "notice_blocked": (
            "Браузер не даёт этой странице ничего сохранять (данные сайтов заблокированы). "
            "Играть можно, но после закрытия или перезагрузки всё пропадёт. Экспортируйте "
            "партии, чтобы их сохранить, или разрешите данные сайтов."
        ),
        "notice_full": (
            "Память браузера заполнена: последние ходы сохранены только в этой вкладке. "
            "Экспортируйте партии, затем перенесите более старую половину партий в файл (он "
            "будет сохранён заранее); после этого сохранение снова работает."
        ),
        "notice_backups_dropped": (
            "Память была заполнена: удалено резервных копий — {n}, чтобы сохранить вашу партию."
        ),
        "notice_follow": (
            "Эта партия открыта и в другой вкладке и продолжена там; здесь показано самое "
            "новое положение. Играть можно в любой из них: каждый ход идёт в обе."
        ),
        "notice_forked": (
            "Две вкладки продолжили одну и ту же партию по-разному; другой вариант остаётся "
            "в истории отдельной партией."
        ),
        "notice_pruned": (
            "Старые партии ({n}) перенесены в файл {file} и удалены из браузера; "
            "импортируйте файл, чтобы вернуть их."
        ),
        "notice_prune_offer": (
            "Старые партии ({n}) записаны в файл {file}, который только что предложен для "
            "скачивания. Они остаются в браузере, пока вы не подтвердите, что файл сохранён; "
            "если скачивание не началось, отмените: тогда ничего не удаляется."
        ),
        "notice_prune_kept": (
            "Партии ({n}) остаются в браузере: они изменились после создания файла "
            "(например, в другой вкладке) или сейчас играются."
        ),
        "notice_import_full": (
            "Импорт прерван: память браузера заполнена. Ничего не добавлено; перенесите "
            "старые партии в файл и попробуйте ещё раз."
        ),
        "notice_import_busy": "Импорт уже идёт; дождитесь его окончания.",
        "notice_progress_import": "Импорт: проверено партий — {done} из {total} …",
        "notice_progress_load": "История загружается: партий — {done} из {total} …",
        "prune": "Перенести старую половину партий в файл",
        "prune-confirm": "Файл сохранён — удалить партии здесь",
        "prune-cancel": "Отмена, ничего не удалять",
        "stats:pending": "Статистика считается: партий — {done} из {total} …",
        "past_more": "… и ещё {older} (все они входят в статистику).",
        "older_1": "{n} старая партия",
        "older_few": "{n} старые партии",
        "older_n": "{n} старых партий",
    },
}
