"""Texts of playing with friends (``web.online``), in German, English and Russian.

Part of ``labels.TEXTS`` (``labels.py`` merges these in; look texts up through ``Labels.t``
as usual). Kept outside ``web/online/`` because the menu entry and the notices are needed
before the online code is loaded, and it is loaded only when the panel is opened.
"""

from __future__ import annotations

__all__ = ["TEXTS"]

TEXTS: dict[str, dict[str, str]] = {
    "de": {
        "online": "Mit Freunden spielen",
        "online:intro": (
            "Lade bis zu zwei Freunde ein, jeden mit seinem eigenen Link. Ein Platz, zu dem "
            "niemand eingeladen ist, wird vom Computer gespielt ({level}). Eure Browser "
            "verbinden sich direkt miteinander, ohne Server dazwischen."
        ),
        "online:seat": "Platz {n}",
        "online:seat_left": "links von dir",
        "online:seat_right": "rechts von dir",
        "online:bot": "Computer ({name})",
        "online:invite": "Freund einladen",
        "online:making": "Einladung wird vorbereitet …",
        "online:link": "Einladungslink",
        "online:link_help": (
            "Schick diesen Link (per Messenger, Mail …) oder lass den QR-Code scannen. "
            "Zurück kommt ein Antwort-Code: füg ihn unten ein."
        ),
        "online:link_spare": (
            "Verbunden. Bricht die Verbindung ab, steht sie meist von selbst wieder; "
            "wenn nicht, schick diesen Link."
        ),
        "online:copy": "Kopieren",
        "online:qr": "QR-Code",
        "online:reply": "Antwort-Code deines Freundes",
        "online:accept": "Annehmen",
        "online:status:waiting": "wartet auf den Antwort-Code",
        "online:status:connecting": "verbindet …",
        "online:status:online": "verbunden",
        "online:status:offline": "getrennt: neuen Link schicken",
        "online:reinvite": "Neuer Link",
        "online:to_bot": "Computer übernimmt",
        "online:cancel": "Einladung zurückziehen",
        "online:start": "Spiel beginnen",
        "online:start_wait": "Das Spiel kann beginnen, sobald jeder Eingeladene geantwortet hat.",
        "online:playing": "Das Spiel läuft.",
        "online:end": "Ohne Freunde weiterspielen",
        "online:end_ask": "Verbindung zu deinen Gästen trennen? Ihre Plätze spielt der Computer.",
        "online:end_no": "Nein, mit Freunden weiterspielen",
        "online:ice": "STUN/TURN-Server (nur für Spieler in verschiedenen Netzen)",
        "online:ice_help": (
            "Leer lassen, wenn alle im selben Netz (WLAN) sind. Sonst Adressen mit "
            "Leerzeichen getrennt, z. B. stun:stun.example.org:3478 oder "
            "turn:name:passwort@turn.example.org:3478. Gilt für neue Einladungen."
        ),
        "online:ice_bad": "Nicht verwendbar: {entry}",
        "online:join_title": "Einladung zu Preferanzen",
        "online:join_intro:1": "Du bist eingeladen mitzuspielen: du sitzt links vom Gastgeber.",
        "online:join_intro:2": "Du bist eingeladen mitzuspielen: du sitzt rechts vom Gastgeber.",
        "online:table_wait": "Der Gastgeber beginnt die Partie; dann liegen hier deine Karten.",
        "online:name": "Dein Name",
        "online:join": "Beitreten",
        "online:answering": "Antwort wird vorbereitet …",
        "online:reply_code": "Dein Antwort-Code",
        "online:reply_help": (
            "Schick diesen Code dem Gastgeber zurück. Sobald er ihn eingefügt hat, seid ihr "
            "verbunden. Kommt danach keine Verbindung zustande, gilt der Link nicht mehr "
            "(schon benutzt oder veraltet): bitte um einen neuen."
        ),
        "online:connected_wait": "Verbunden. Warte, bis der Gastgeber das Spiel beginnt …",
        "online:resuming": "Verbindung zum Gastgeber wird wiederhergestellt …",
        "online:past_mark": "bei Freunden",
        "online:lost": (
            "Die Verbindung zum Gastgeber ist getrennt. Bitte ihn um einen neuen Link und "
            "öffne ihn hier; das Spiel geht dann an derselben Stelle weiter."
        ),
        "online:bad_link": "Mit diesem Link geht es nicht: {error}",
        "online:why:not_code": "das ist kein Code von Preferanzen",
        "online:why:version": (
            "der Code stammt aus einer anderen Version des Spiels: ladet beide die Seite neu"
        ),
        "online:why:damaged": (
            "der Code ist beschädigt oder abgeschnitten: kopiere ihn noch einmal ganz"
        ),
        "online:why:not_reply": (
            "das ist ein Einladungslink, kein Antwort-Code: schick ihn einem Freund und füge "
            "den Code ein, den du zurückbekommst"
        ),
        "online:why:not_link": "das ist ein Antwort-Code, kein Einladungslink",
        "online:why:other_seat": "dieser Antwort-Code gehört zur Einladung für den anderen Platz",
        "online:why:older": (
            "dieser Antwort-Code gehört zu einer älteren Einladung: schick den neuen Link"
        ),
        "online:why:used": (
            "dieser Antwort-Code gehört zu einem schon verwendeten Link: ein weiterer Freund "
            "braucht einen eigenen Link"
        ),
        "online:failed": "Die Verbindung ließ sich nicht aufbauen: {error}",
        "online:host_default": "Gastgeber",
        "online:guest_default": "Gast {n}",
        "online:offline_mark": "{name} (getrennt)",
        "online:host_deals": "{name} gibt das nächste Spiel.",
        "online:refused": "Nicht angenommen: {why}",
        "online:refused:version": "Gastgeber und Gast haben verschiedene Versionen des Spiels.",
        "online:refused:malformed": "Die Nachricht war unlesbar.",
        "online:refused:unknown": "Die Nachricht war unbekannt.",
        "online:refused:seat": "Die Nachricht gehörte zu einem anderen Platz.",
        "online:refused:turn": "Du bist nicht am Zug.",
        "online:refused:illegal": "Dieser Zug ist nicht erlaubt.",
        "online:refused:stale": "Der Tisch hatte sich inzwischen geändert; sieh noch einmal hin.",
        "online:refused:undo": "Zurücknehmen geht nicht mehr.",
        "online:refused:bye": "Der Gastgeber hat deinen Platz dem Computer gegeben.",
        "notice_online_lost": (
            "{name} ist nicht mehr verbunden. Unter „Mit Freunden spielen“ steht ein neuer "
            "Link zum Zurückkommen."
        ),
        "notice_online_undone": (
            "{name} hat den letzten Zug zurückgenommen; er liegt nicht mehr auf dem Tisch."
        ),
        "notice_online_new_match": (
            "{name} hat eine neue Partie begonnen; die bisherige steht unter „Punkte“."
        ),
        "notice_online_left": (
            "{name} hat den Tisch verlassen; den Platz spielt jetzt der Computer."
        ),
        "notice_online_next_deal": "{name} spielt ab dem nächsten Spiel mit.",
        "online:next_deal": "Du spielst ab dem nächsten Spiel mit; dieses spielt der Computer.",
        "confirm:leave:title": "Den Tisch verlassen?",
        "confirm:leave:text": (
            "Du spielst bei {host} mit: Spiel {n}, Stand {score}. Mit einer eigenen Partie "
            "verlässt du den Tisch; {host} erfährt es, und deinen Platz spielt dann der "
            "Computer. Die fertigen Spiele bleiben in deiner Statistik."
        ),
        "confirm:leave:yes": "Ja, Tisch verlassen und neue Partie beginnen",
        "elsewhere:title": "Läuft in einem anderen Tab",
        "elsewhere:text": (
            "Das Spiel mit Freunden läuft schon in einem anderen Tab dieses Browsers: spiel "
            "dort weiter."
        ),
        "elsewhere:free_title": "Anderer Tab geschlossen",
        "elsewhere:free": "Das Spiel mit Freunden kann hier weitergehen.",
        "elsewhere:take": "Hier weiterspielen",
        "online:elsewhere": (
            "Das Spiel mit Freunden läuft schon in einem anderen Tab dieses Browsers."
        ),
        "online:links_void": (
            "Die Seite wurde neu geladen: ein Link, den noch kein Freund beantwortet hat, gilt "
            "nicht mehr. Schick den neuen unter „Mit Freunden spielen“."
        ),
        "notice_online_resumed": (
            "Das Spiel mit Freunden geht weiter; deine Gäste kommen von selbst zurück. Wer "
            "nicht zurückkommt, bekommt unter „Mit Freunden spielen“ einen neuen Link."
        ),
        "undo:answered": "Zurücknehmen geht nicht mehr: ein Mitspieler hat schon darauf gezogen.",
    },
    "en": {
        "online": "Play with friends",
        "online:intro": (
            "Invite up to two friends, each with a link of their own. A seat nobody is invited "
            "to is played by the computer ({level}). Your browsers connect directly, with no "
            "server in between."
        ),
        "online:seat": "Seat {n}",
        "online:seat_left": "on your left",
        "online:seat_right": "on your right",
        "online:bot": "Computer ({name})",
        "online:invite": "Invite a friend",
        "online:making": "Preparing the invitation …",
        "online:link": "Invitation link",
        "online:link_help": (
            "Send your friend this link (by messenger, mail …) or let them scan the QR code. "
            "They get a reply code to send back to you."
        ),
        "online:link_spare": (
            "Connected. If the connection breaks, your friend usually comes back by themselves; "
            "if not, send them this link."
        ),
        "online:copy": "Copy",
        "online:qr": "QR code",
        "online:reply": "Your friend's reply code",
        "online:accept": "Accept",
        "online:status:waiting": "waiting for the reply code",
        "online:status:connecting": "connecting …",
        "online:status:online": "connected",
        "online:status:offline": "disconnected: send them the new link",
        "online:reinvite": "New link",
        "online:to_bot": "Computer takes over",
        "online:cancel": "Withdraw the invitation",
        "online:start": "Start the game",
        "online:start_wait": "The game can start once everybody invited has replied.",
        "online:playing": "The game is on.",
        "online:end": "Play on without friends",
        "online:end_ask": "Disconnect your guests? The computer plays their seats.",
        "online:end_no": "No, keep playing with friends",
        "online:ice": "STUN/TURN servers (only for players on different networks)",
        "online:ice_help": (
            "Leave empty when everybody is on the same network (Wi-Fi). Otherwise addresses "
            "separated by spaces, e.g. stun:stun.example.org:3478 or "
            "turn:name:password@turn.example.org:3478. Used for new invitations."
        ),
        "online:ice_bad": "Not usable: {entry}",
        "online:join_title": "Invitation to Preferanzen",
        "online:join_intro:1": "You are invited to play, on the host's left.",
        "online:join_intro:2": "You are invited to play, on the host's right.",
        "online:table_wait": "The host starts the match; your cards appear here then.",
        "online:name": "Your name",
        "online:join": "Join",
        "online:answering": "Preparing the reply …",
        "online:reply_code": "Your reply code",
        "online:reply_help": (
            "Send this code back to the host. Once it is pasted there, you are connected. If "
            "you are still not connected then, the link no longer works (used already or out "
            "of date): ask for a new one."
        ),
        "online:connected_wait": "Connected. Waiting for the host to start the game …",
        "online:resuming": "Reconnecting to the host …",
        "online:past_mark": "with friends",
        "online:lost": (
            "The connection to the host is lost. Ask the host for a new link and open it here; "
            "the game goes on where it stood."
        ),
        "online:bad_link": "This link does not work: {error}",
        "online:why:not_code": "this is not a Preferanzen code",
        "online:why:version": (
            "this code comes from another version of the game: both of you should reload the page"
        ),
        "online:why:damaged": "the code is damaged or cut off: copy it again, whole",
        "online:why:not_reply": (
            "this is an invitation link, not a reply: send it to a friend, and paste the "
            "reply code they get back"
        ),
        "online:why:not_link": "this is a reply code, not an invitation link",
        "online:why:other_seat": "this reply belongs to the invitation for the other seat",
        "online:why:older": "this reply answers an older invitation: send the new link",
        "online:why:used": (
            "this reply answers a link that was used already: another friend needs a link of "
            "their own"
        ),
        "online:failed": "The connection could not be made: {error}",
        "online:host_default": "Host",
        "online:guest_default": "Guest {n}",
        "online:offline_mark": "{name} (offline)",
        "online:host_deals": "{name} deals the next hand.",
        "online:refused": "Not accepted: {why}",
        "online:refused:version": "Host and guest run different versions of the game.",
        "online:refused:malformed": "The message was unreadable.",
        "online:refused:unknown": "The message was of an unknown kind.",
        "online:refused:seat": "The message belonged to another seat.",
        "online:refused:turn": "It is not your turn.",
        "online:refused:illegal": "That move is not allowed.",
        "online:refused:stale": "The table had changed in the meantime; have another look.",
        "online:refused:undo": "It is too late to take that back.",
        "online:refused:bye": "The host has given your seat to the computer.",
        "notice_online_lost": (
            "{name} is no longer connected. “Play with friends” has a new link for them."
        ),
        "notice_online_undone": "{name} took back their last move; it is off the table.",
        "notice_online_new_match": "{name} began a new match; the last one is under “Scores”.",
        "notice_online_left": "{name} has left the table; the computer plays that seat now.",
        "notice_online_next_deal": "{name} plays from the next deal.",
        "online:next_deal": "You play from the next deal; the computer plays this one.",
        "confirm:leave:title": "Leave the table?",
        "confirm:leave:text": (
            "You are playing at {host}'s table: deal {n}, score {score}. A match of your own "
            "leaves the table; {host} is told, and the computer plays your seat from then on. "
            "The finished deals stay in your statistics."
        ),
        "confirm:leave:yes": "Yes, leave the table and start a new match",
        "elsewhere:title": "Open in another tab",
        "elsewhere:text": (
            "The game with friends is already running in another tab of this browser: play "
            "on there."
        ),
        "elsewhere:free_title": "Other tab closed",
        "elsewhere:free": "The game with friends can go on here.",
        "elsewhere:take": "Play on here",
        "online:elsewhere": "The game with friends is already running in another tab.",
        "online:links_void": (
            "The page was reloaded: a link no friend has answered yet no longer works. Send "
            "them the new one under “Play with friends”."
        ),
        "notice_online_resumed": (
            "The game with friends goes on; your guests come back by themselves. Anyone who "
            "does not gets a new link under “Play with friends”."
        ),
        "undo:answered": "Too late to take back: another player has already answered it.",
    },
    "ru": {
        "online": "Играть с друзьями",
        "online:intro": (
            "Пригласите до двух друзей, каждого по своей ссылке. За место, на которое никто "
            "не приглашён, играет компьютер ({level}). Браузеры соединяются напрямую, без "
            "сервера."
        ),
        "online:seat": "Место {n}",
        "online:seat_left": "слева от вас",
        "online:seat_right": "справа от вас",
        "online:bot": "Компьютер ({name})",
        "online:invite": "Пригласить друга",
        "online:making": "Приглашение готовится …",
        "online:link": "Ссылка-приглашение",
        "online:link_help": (
            "Отправьте другу эту ссылку (в мессенджере, по почте …) или дайте ему "
            "отсканировать QR-код. Он получит ответный код и пришлёт его вам."
        ),
        "online:link_spare": (
            "Соединение есть. Если связь прервётся, друг обычно вернётся сам; если нет, "
            "отправьте ему эту ссылку."
        ),
        "online:copy": "Копировать",
        "online:qr": "QR-код",
        "online:reply": "Ответный код друга",
        "online:accept": "Принять",
        "online:status:waiting": "ждём ответный код",
        "online:status:connecting": "соединение …",
        "online:status:online": "на связи",
        "online:status:offline": "связь потеряна: отправьте ему новую ссылку",
        "online:reinvite": "Новая ссылка",
        "online:to_bot": "Передать компьютеру",
        "online:cancel": "Отозвать приглашение",
        "online:start": "Начать игру",
        "online:start_wait": "Игра начнётся, когда ответят все приглашённые.",
        "online:playing": "Игра идёт.",
        "online:end": "Играть дальше без друзей",
        "online:end_ask": "Отключить гостей? Их места займёт компьютер.",
        "online:end_no": "Нет, играть с друзьями",
        "online:ice": "Серверы STUN/TURN (только для игроков в разных сетях)",
        "online:ice_help": (
            "Оставьте пустым, если все в одной сети (Wi-Fi). Иначе адреса через пробел, "
            "например stun:stun.example.org:3478 или turn:имя:пароль@turn.example.org:3478. "
            "Действует для новых приглашений."
        ),
        "online:ice_bad": "Не подходит: {entry}",
        "online:join_title": "Приглашение в Преферанс",
        "online:join_intro:1": "Вас приглашают в игру: вы сидите слева от хозяина.",
        "online:join_intro:2": "Вас приглашают в игру: вы сидите справа от хозяина.",
        "online:table_wait": "Партию начинает хозяин; тогда здесь появятся ваши карты.",
        "online:name": "Ваше имя",
        "online:join": "Присоединиться",
        "online:answering": "Ответ готовится …",
        "online:reply_code": "Ваш ответный код",
        "online:reply_help": (
            "Отправьте этот код хозяину игры. Как только он его вставит, вы соединены. Если "
            "соединения так и нет, ссылка больше не действует (уже использована или "
            "устарела): попросите новую."
        ),
        "online:connected_wait": "Соединение есть. Ждём, когда хозяин начнёт игру …",
        "online:resuming": "Восстанавливаем связь с хозяином игры …",
        "online:past_mark": "у друзей",
        "online:lost": (
            "Связь с хозяином игры потеряна. Попросите у него новую ссылку и откройте её "
            "здесь; игра продолжится с того же места."
        ),
        "online:bad_link": "Эта ссылка не подходит: {error}",
        "online:why:not_code": "это не код этой игры",
        "online:why:version": "код из другой версии игры: обоим нужно перезагрузить страницу",
        "online:why:damaged": "код повреждён или обрезан: скопируйте его ещё раз целиком",
        "online:why:not_reply": (
            "это ссылка-приглашение, а не ответ: отправьте её другу и вставьте код, который "
            "он получит в ответ"
        ),
        "online:why:not_link": "это код ответа, а не ссылка-приглашение",
        "online:why:other_seat": "этот ответ относится к приглашению на другое место",
        "online:why:older": "этот ответ относится к старому приглашению: отправьте новую ссылку",
        "online:why:used": (
            "этот код ответа — к уже использованной ссылке: другому другу нужна своя ссылка"
        ),
        "online:failed": "Соединиться не удалось: {error}",
        "online:host_default": "Хозяин",
        "online:guest_default": "Гость {n}",
        "online:offline_mark": "{name} (не в сети)",
        "online:host_deals": "{name} сдаёт следующую раздачу.",
        "online:refused": "Не принято: {why}",
        "online:refused:version": "У хозяина и гостя разные версии игры.",
        "online:refused:malformed": "Сообщение не удалось прочитать.",
        "online:refused:unknown": "Сообщение неизвестного вида.",
        "online:refused:seat": "Сообщение относилось к другому месту.",
        "online:refused:turn": "Сейчас не ваш ход.",
        "online:refused:illegal": "Такой ход не разрешён.",
        "online:refused:stale": "Стол тем временем изменился; посмотрите ещё раз.",
        "online:refused:undo": "Вернуть ход уже нельзя.",
        "online:refused:bye": "Хозяин передал ваше место компьютеру.",
        "notice_online_lost": (
            "{name} больше не на связи. В разделе «Играть с друзьями» есть новая ссылка для него."
        ),
        "notice_online_undone": "{name} берёт свой последний ход назад; его больше нет на столе.",
        "notice_online_new_match": "{name} начинает новую партию; прежняя — в «Записи».",
        "notice_online_left": "{name} покидает стол; теперь за это место играет компьютер.",
        "notice_online_next_deal": "{name} играет со следующей сдачи.",
        "online:next_deal": "Вы играете со следующей сдачи; эту играет компьютер.",
        "confirm:leave:title": "Покинуть стол?",
        "confirm:leave:text": (
            "Вы играете за столом, который ведёт {host}: сдача {n}, счёт {score}. Начав свою "
            "партию, вы покинете стол; {host} узнает об этом, и ваше место займёт компьютер. "
            "Сыгранные сдачи останутся в вашей статистике."
        ),
        "confirm:leave:yes": "Да, покинуть стол и начать новую партию",
        "elsewhere:title": "Открыто в другой вкладке",
        "elsewhere:text": (
            "Игра с друзьями уже идёт в другой вкладке этого браузера: продолжайте там."
        ),
        "elsewhere:free_title": "Другая вкладка закрыта",
        "elsewhere:free": "Игру с друзьями можно продолжить здесь.",
        "elsewhere:take": "Продолжить здесь",
        "online:elsewhere": "Игра с друзьями уже идёт в другой вкладке этого браузера.",
        "online:links_void": (
            "Страница перезагружена: ссылка, на которую друг ещё не ответил, больше не "
            "действует. Отправьте ему новую из раздела «Играть с друзьями»."
        ),
        "notice_online_resumed": (
            "Игра с друзьями продолжается; гости вернутся сами. Для того, кто не вернётся, "
            "в разделе «Играть с друзьями» есть новая ссылка."
        ),
        "undo:answered": "Вернуть ход уже нельзя: другой игрок на него уже ответил.",
    },
}
