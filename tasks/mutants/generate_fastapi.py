"""Writes tasks/mutants/fastapi/*.patch: seeded bugs as small diffs against the FastAPI reference
(sqlite rendering). Run from the repository root: python tasks/mutants/generate_fastapi.py"""

from __future__ import annotations

import difflib
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

# (name, description, file, old, new): `old` must occur exactly once in the file.
MUTANTS = [
    ("register-status-200", "register answers 200 instead of 201", "conduit/routes/users.py",
     '@router.post("/users", status_code=status.HTTP_201_CREATED)', '@router.post("/users")'),
    ("create-article-status-200", "creating an article answers 200 instead of 201", "conduit/routes/articles.py",
     '@router.post("", status_code=status.HTTP_201_CREATED)', '@router.post("")'),
    ("delete-article-status-200", "deleting an article answers 200 instead of 204", "conduit/routes/articles.py",
     "    services.articles.delete(caller.user, slug)\n    return Response(status_code=status.HTTP_204_NO_CONTENT)",
     "    services.articles.delete(caller.user, slug)\n    return Response(status_code=status.HTTP_200_OK)"),
    ("delete-comment-status-200", "deleting a comment answers 200 instead of 204", "conduit/routes/comments.py",
     "    return Response(status_code=status.HTTP_204_NO_CONTENT)", "    return Response(status_code=status.HTTP_200_OK)"),
    ("missing-field-user-bio", "the current user lacks bio", "conduit/routes/users.py",
     '@router.get("/user")', '@router.get("/user", response_model_exclude={"user": {"bio"}})'),
    ("missing-field-article-updated", "a single article lacks updatedAt", "conduit/routes/articles.py",
     '@router.get("/{slug}")', '@router.get("/{slug}", response_model_exclude={"article": {"updated_at"}})'),
    ("filter-author-ignored", "the author filter is ignored", "conduit/repositories/articles.py",
     "        if author is not None:", "        if False and author is not None:"),
    ("filter-tag-ignored", "the tag filter is ignored", "conduit/repositories/articles.py",
     "        if tag is not None:", "        if False and tag is not None:"),
    ("filter-favorited-ignored", "the favorited filter is ignored", "conduit/repositories/articles.py",
     "        if favorited is not None:", "        if False and favorited is not None:"),
    ("pagination-off-by-one", "offset is applied one short", "conduit/repositories/articles.py",
     ".limit(limit).offset(offset)", ".limit(limit).offset(max(offset - 1, 0))"),
    ("limit-ignored", "limit returns one article too many", "conduit/repositories/articles.py",
     ".limit(limit).offset(offset)", ".limit(limit + 1).offset(offset)"),
    ("count-is-page-size", "articlesCount is the page size, not the total", "conduit/repositories/articles.py",
     "        return self._slice(query, limit, offset), self._count(query)",
     "        found = self._slice(query, limit, offset)\n        return found, len(found)"),
    ("oldest-first", "lists are oldest first", "conduit/repositories/articles.py",
     "Article.created_at.desc(), Article.id.desc()", "Article.created_at.asc(), Article.id.asc()"),
    ("update-article-no-ownership", "anyone may edit any article", "conduit/services/articles.py",
     "        article = self._owned(actor, slug)\n        if title", "        article = self._article(slug)\n        if title"),
    ("delete-article-no-ownership", "anyone may delete any article", "conduit/services/articles.py",
     "self._store.articles.delete(self._owned(actor, slug))", "self._store.articles.delete(self._article(slug))"),
    ("delete-comment-no-ownership", "anyone may delete any comment", "conduit/services/comments.py",
     "        if comment.author_id != actor.id:", "        if False:"),
    ("token-not-verified", "the token's signature is not verified", "conduit/security.py",
     'jwt.decode(token, JWT_SECRET, algorithms=[JWT_ALGORITHM], options={"require": ["sub", "exp"]})',
     'jwt.decode(token, options={"verify_signature": False, "require": ["sub", "exp"]})'),
    ("login-ignores-password", "login accepts any password", "conduit/services/users.py",
     "        if user is None or not security.verify_password(password, user.password_hash):",
     "        if user is None:"),
    ("favorite-not-persisted", "a favorite is answered but not stored", "conduit/services/articles.py",
     "        self._store.articles.favorite(viewer.id, article.id)\n        self._store.commit()",
     "        self._store.articles.favorite(viewer.id, article.id)"),
    ("unfavorite-does-nothing", "unfavoriting removes nothing", "conduit/repositories/articles.py",
     "        favorite = self._session.get(Favorite, (user_id, article_id))\n        if favorite is not None:",
     "        favorite = self._session.get(Favorite, (user_id, article_id))\n        if False:"),
    ("delete-article-does-nothing", "deleting an article deletes nothing", "conduit/services/articles.py",
     "        self._store.articles.delete(self._owned(actor, slug))", "        self._owned(actor, slug)"),
    ("delete-comment-does-nothing", "deleting a comment deletes nothing", "conduit/services/comments.py",
     "        self._store.comments.delete(comment)\n", ""),
    ("timestamps-plain-strings", "timestamps are plain strings, not ISO 8601", "conduit/routes/responses.py",
     'd.isoformat(timespec="milliseconds") + "Z"', 'd.strftime("%d/%m/%Y %H:%M")'),
    ("data-lost-on-restart", "the database is emptied at every start", "conduit/main.py",
     "    Base.metadata.create_all(engine)", "    Base.metadata.drop_all(engine)\n    Base.metadata.create_all(engine)"),
    ("secret-per-start", "the JWT secret changes at every start (tokens die on restart)", "conduit/security.py",
     'JWT_SECRET = os.environ.get("JWT_SECRET", "conduit-development-secret-change-me-in-production")',
     "JWT_SECRET = secrets.token_hex(32)"),
    ("feed-ignores-follows", "the feed holds every article", "conduit/services/articles.py",
     "page(limit=limit, offset=offset, followed_by=viewer.id)", "page(limit=limit, offset=offset)"),
    ("follow-not-persisted", "a follow is answered but not stored", "conduit/services/profiles.py",
     "        self._store.users.follow(viewer.id, user.id)\n        self._store.commit()",
     "        self._store.users.follow(viewer.id, user.id)"),
    ("following-always-false", "a profile never shows following", "conduit/services/profiles.py",
     "        following = viewer is not None and self._store.users.is_following(viewer.id, user.id)",
     "        following = False"),
    ("favorites-count-capped", "favoritesCount never exceeds 1", "conduit/services/articles.py",
     "favorites_count=counts.get(article.id, 0)", "favorites_count=min(counts.get(article.id, 0), 1)"),
    ("duplicate-username-allowed", "a taken username is not checked", "conduit/services/users.py",
     "        if username is not None and users.username_taken(username, except_id):",
     "        if False:"),
    ("duplicate-email-allowed", "a taken email is not checked", "conduit/services/users.py",
     "        if email is not None and users.email_taken(email, except_id):", "        if False:"),
    ("update-user-ignores-bio", "a new bio is not stored", "conduit/services/users.py",
     "            user.bio = bio", "            pass"),
    ("update-article-ignores-body", "a new article body is not stored", "conduit/services/articles.py",
     "            article.body = body", "            pass"),
    ("not-found-as-422", "an unknown resource answers 422, not 404", "conduit/routes/errors.py",
     "    NotFound: status.HTTP_404_NOT_FOUND,", "    NotFound: status.HTTP_422_UNPROCESSABLE_CONTENT,"),
    ("forbidden-as-401", "someone else's resource answers 401, not 403", "conduit/routes/errors.py",
     "    Forbidden: status.HTTP_403_FORBIDDEN,", "    Forbidden: status.HTTP_401_UNAUTHORIZED,"),
    ("no-token-as-403", "no token answers 403, not 401", "conduit/routes/deps.py",
     'raise HTTPException(status.HTTP_401_UNAUTHORIZED, "authentication required")',
     'raise HTTPException(status.HTTP_403_FORBIDDEN, "authentication required")'),
    ("validation-as-400", "invalid input answers 400, not 422", "conduit/routes/errors.py",
     "    return _errors(status.HTTP_422_UNPROCESSABLE_CONTENT, [_describe(e) for e in error.errors()])",
     "    return _errors(status.HTTP_400_BAD_REQUEST, [_describe(e) for e in error.errors()])"),
    ("wrong-username-returned", "the user's username is returned truncated", "conduit/routes/responses.py",
     "token=identity.token, username=user.username,", "token=identity.token, username=user.username[:-1],"),
    ("tags-dropped", "tags are not stored with an article", "conduit/services/articles.py",
     "            tags=self._store.articles.tags_named(_clean_tags(tags)),", "            tags=[],"),
]


def main() -> None:
    from harness.catalog.tasks import get_task
    from harness.catalog.references import render_reference

    out = ROOT / "tasks" / "mutants" / "fastapi"
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    with tempfile.TemporaryDirectory() as tmp:
        render_reference(get_task("fastapi-sqlite"), Path(tmp))
        for number, (name, description, relative, old, new) in enumerate(MUTANTS, start=1):
            text = (Path(tmp) / relative).read_text()
            assert text.count(old) == 1, (name, text.count(old))
            mutated = text.replace(old, new)
            diff = difflib.unified_diff(text.splitlines(True), mutated.splitlines(True), f"a/{relative}", f"b/{relative}")
            (out / f"{number:02d}-{name}.patch").write_text(f"{description}\n\n" + "".join(diff))
    print(f"{len(MUTANTS)} mutants written to {out}")


if __name__ == "__main__":
    main()
