"""A small in-memory Conduit server for the suite-semantics tests: enough of the API for the paper
suite to score 290/290, with faults a test can switch on — counts written as numeric strings, a
captured value (slug, token, comment id) dropped from its response — and a log of every exchange."""

from __future__ import annotations

import json
import re
import threading
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, unquote, urlsplit

NOW = "2024-01-01T00:00:00.000Z"


@dataclass
class Faults:
    numeric_strings: bool = False  # favoritesCount, articlesCount and comment ids as "1", not 1
    drop: str | None = None  # "slug" | "token" | "comment.id": left out of the response that carries it


@dataclass
class Store:
    users: dict[str, dict] = field(default_factory=dict)  # username -> user
    articles: dict[str, dict] = field(default_factory=dict)  # slug -> article (author, favorited_by, ...)
    comments: dict[str, list[dict]] = field(default_factory=dict)
    follows: set[tuple[str, str]] = field(default_factory=set)
    next_id: int = 1


class FakeConduit:
    def __init__(self, faults: Faults | None = None):
        self.faults = faults or Faults()
        self.store = Store()
        self.log: list[dict] = []  # method, target, authorization, status, body (text)
        owner = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def _handle(self):
                length = int(self.headers.get("Content-Length") or 0)
                raw = self.rfile.read(length) if length else b""
                try:
                    status, payload = owner.answer(self.command, self.path, self.headers.get("Authorization"), raw)
                except (KeyError, TypeError, ValueError) as exc:  # a body this fake does not understand
                    status, payload = 422, {"errors": {"body": [repr(exc)]}}
                text = json.dumps(payload)
                owner.log.append({"method": self.command, "target": self.path, "status": status, "body": text,
                                  "authorization": self.headers.get("Authorization")})  # fmt: skip
                data = text.encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            do_GET = do_POST = do_PUT = do_DELETE = _handle

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.httpd.server_address[1]}/api"

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()

    # --- the API ------------------------------------------------------------------------------------
    def _count(self, n: int):
        return str(n) if self.faults.numeric_strings else n

    def _user(self, user: dict, *, login: bool = False) -> dict:
        body = {"email": user["email"], "username": user["username"], "bio": user["bio"], "image": None,
                "token": f"tok-{user['username']}"}  # fmt: skip
        if login and self.faults.drop == "token":
            del body["token"]
        return {"user": body}

    def _article(self, article: dict, viewer: str | None) -> dict:
        return {"slug": article["slug"], "title": article["title"], "description": article["description"],
                "body": article["body"], "tagList": article["tagList"], "createdAt": NOW, "updatedAt": NOW,
                "favorited": viewer in article["favorited_by"],
                "favoritesCount": self._count(len(article["favorited_by"])),
                "author": self._profile(self.store.users[article["author"]], viewer)}  # fmt: skip

    def _profile(self, user: dict, viewer: str | None) -> dict:
        return {"username": user["username"], "bio": user["bio"], "image": None,
                "following": (viewer, user["username"]) in self.store.follows}  # fmt: skip

    def answer(self, method: str, target: str, authorization: str | None, raw: bytes) -> tuple[int, dict]:
        parts = urlsplit(target)
        path, query = unquote(parts.path), {k: v[0] for k, v in parse_qs(parts.query).items()}
        body = json.loads(raw) if raw.strip() else {}
        viewer = None
        if authorization and authorization.startswith("Token tok-"):
            viewer = authorization.removeprefix("Token tok-")
            viewer = viewer if viewer in self.store.users else None
        store = self.store
        route = f"{method} {path}"
        if route == "POST /api/users":
            fields = body["user"]
            user = {"email": fields["email"], "username": fields["username"], "bio": ""}
            store.users[user["username"]] = user
            return 201, self._user(user)
        if route == "POST /api/users/login":
            found = [u for u in store.users.values() if u["email"] == body["user"]["email"]]
            return (200, self._user(found[0], login=True)) if found else (401, {"errors": {"body": ["login"]}})
        if viewer is None and (method != "GET" or path in ("/api/user", "/api/articles/feed")):
            return 401, {"errors": {"body": ["unauthorized"]}}
        if path == "/api/user":
            store.users[viewer].update({k: v for k, v in body.get("user", {}).items() if k in ("email", "bio")})
            return 200, self._user(store.users[viewer])
        if route == "GET /api/tags":
            return 200, {"tags": sorted({t for a in store.articles.values() for t in a["tagList"]})}
        if path in ("/api/articles", "/api/articles/feed"):
            if method == "POST":
                fields = body["article"]
                slug = re.sub(r"\W+", "-", fields["title"].lower())
                article = {**{k: fields.get(k, "") for k in ("title", "description", "body")}, "slug": slug,
                           "tagList": fields.get("tagList", []), "author": viewer, "favorited_by": set()}  # fmt: skip
                store.articles[slug] = article
                shown = self._article(article, viewer)
                if self.faults.drop == "slug":
                    del shown["slug"]
                return 201, {"article": shown}
            chosen = [a for a in store.articles.values()
                      if (path.endswith("feed") and (viewer, a["author"]) in store.follows or not path.endswith("feed"))
                      and query.get("author", a["author"]) == a["author"]
                      and (query.get("tag") is None or query["tag"] in a["tagList"])
                      and (query.get("favorited") is None or query["favorited"] in a["favorited_by"])]  # fmt: skip
            return 200, {"articles": [self._article(a, viewer) for a in chosen], "articlesCount": self._count(len(chosen))}
        match = re.fullmatch(r"/api/articles/([^/]+)(/favorite|/comments(?:/([^/]+))?)?", path)
        if match:
            slug, tail, comment_id = match.groups()
            article = store.articles.get(slug)
            if article is None:
                return 404, {"errors": {"article": ["not found"]}}
            if tail == "/favorite":
                (article["favorited_by"].add if method == "POST" else article["favorited_by"].discard)(viewer)
                return 200, {"article": self._article(article, viewer)}
            if tail and tail.startswith("/comments"):
                comments = store.comments.setdefault(slug, [])
                if method == "POST":
                    comment = {"id": store.next_id, "body": body["comment"]["body"], "author": viewer}
                    store.next_id += 1
                    comments.append(comment)
                    shown = self._comment(comment, viewer)
                    if self.faults.drop == "comment.id":
                        del shown["id"]
                    return 200, {"comment": shown}
                if method == "DELETE":
                    store.comments[slug] = [c for c in comments if str(c["id"]) != comment_id]
                    return 200, {}
                return 200, {"comments": [self._comment(c, viewer) for c in comments]}
            if method == "DELETE":
                del store.articles[slug]
                return 200, {}
            if method == "PUT":
                article.update({k: v for k, v in body["article"].items() if k in ("title", "description", "body")})
            return 200, {"article": self._article(article, viewer)}
        match = re.fullmatch(r"/api/profiles/([^/]+)(/follow)?", path)
        if match and match.group(1) in store.users:
            username = match.group(1)
            if match.group(2):
                (store.follows.add if method == "POST" else store.follows.discard)((viewer, username))
            return 200, {"profile": self._profile(store.users[username], viewer)}
        return 404, {"errors": {"body": ["not found"]}}

    def _comment(self, comment: dict, viewer: str | None) -> dict:
        return {"id": self._count(comment["id"]), "body": comment["body"], "createdAt": NOW, "updatedAt": NOW,
                "author": self._profile(self.store.users[comment["author"]], viewer)}  # fmt: skip


def serve(count: int) -> None:
    """`python -m tests.conduit_fake N`: N fresh servers in this process (one per suite run, as the paper
    suite registers a fixed user), their base URLs on stdout one a line; they stop when stdin closes.
    harness.bench.cli runs the suite and newman against them from another process."""
    import sys

    servers = [FakeConduit() for _ in range(count)]
    for server in servers:
        print(server.base_url, flush=True)
    sys.stdin.read()
    for server in servers:
        server.close()


if __name__ == "__main__":
    import sys

    serve(int(sys.argv[1]) if len(sys.argv) > 1 else 1)
