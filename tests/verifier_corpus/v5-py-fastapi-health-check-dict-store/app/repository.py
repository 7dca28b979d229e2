import hashlib
import itertools

_ids = itertools.count(1)
USERS: dict[int, dict] = {}
ARTICLES: dict[str, dict] = {}


def hash_password(raw: str) -> str:
    return hashlib.sha256(raw.encode()).hexdigest()


def add_user(username: str, email: str, password: str) -> dict:
    user = {"id": next(_ids), "username": username, "email": email, "password_hash": hash_password(password), "bio": ""}
    USERS[user["id"]] = user
    return user


def user_by_email(email: str) -> dict | None:
    return next((u for u in USERS.values() if u["email"] == email), None)


def add_article(author_id: int, slug: str, title: str, body: str) -> dict:
    article = {"slug": slug, "title": title, "body": body, "author_id": author_id}
    ARTICLES[slug] = article
    return article


def all_articles() -> list[dict]:
    return list(ARTICLES.values())
