"""Solutions for the runtime-verdict tests: the reference solutions, small deliberately violating
variants of them, and two minimal apps. Each is a dict relative path -> (text, executable), as a
build phase would leave it."""

from __future__ import annotations

import secrets

from harness.catalog.tasks import get_task
from harness.catalog.references import reference_contents

Files = dict[str, tuple[str, bool]]


def reference(task_id: str) -> Files:
    return {path: (content.decode(), executable) for path, (content, executable) in reference_contents(get_task(task_id)).items()}


def _edit(files: Files, path: str, old: str, new: str) -> Files:
    text, executable = files[path]
    assert old in text, f"{path} no longer contains {old!r}: update the variant"
    return {**files, path: (text.replace(old, new), executable)}


# ------------------------------------------------------------------------------------ Python
def fastapi_sqlite_in_tmp() -> tuple[Files, str]:
    """The SQLite file outside the project (the statics see a sqlite URL and are content)."""
    path = f"/tmp/conduit-runtime-test-{secrets.token_hex(4)}.db"
    files = _edit(reference("fastapi-sqlite-sqlalchemy"), "conduit/database.py", '"sqlite:///conduit.db"', f'"sqlite:///{path}"')
    return files, path


def fastapi_sqlite_dormant_postgres_url() -> Files:
    """A Postgres URL kept for a later migration, never used: every row goes to conduit.db."""
    return _edit(
        reference("fastapi-sqlite-sqlalchemy"), "conduit/database.py", 'DATABASE_URL = "sqlite:///conduit.db"',
        'import os\n\nPOSTGRES_URL = "postgresql+psycopg://user:password@postgres:5432/conduit"  # for later\n'
        'DATABASE_URL = POSTGRES_URL if os.environ.get("CONDUIT_MIGRATED") == "yes" else "sqlite:///conduit.db"',
    )  # fmt: skip


def fastapi_sqlite_raw_sql_from_a_file() -> Files:
    """The tags query is hand-written SQL read from a .sql file and run through text()."""
    files = _edit(
        reference("fastapi-sqlite-sqlalchemy"), "conduit/repositories/articles.py",
        "        query = select(Tag.name).join(article_tags, article_tags.c.tag_id == Tag.id).distinct().order_by(Tag.name)\n"
        "        return list(self._session.scalars(query))",
        "        from pathlib import Path\n\n        from sqlalchemy import text\n\n"
        "        query = (Path(__file__).parent / 'tag_names.sql').read_text()\n"
        "        return list(self._session.scalars(text(query)))",
    )  # fmt: skip
    sql = "select distinct t.name from tags t join article_tags at on at.tag_id = t.id order by t.name\n"
    return {**files, "conduit/repositories/tag_names.sql": (sql, False)}


_MINIMAL_APP = '''"""Conduit's registration only. An engine and a table exist; {what}."""

from fastapi import FastAPI
from fastapi.responses import JSONResponse
from sqlalchemy import Column, Integer, String, create_engine
from sqlalchemy.orm import declarative_base

engine = create_engine("sqlite:///conduit.db")
Base = declarative_base()


class User(Base):
    __tablename__ = "users"
    id = Column(Integer, primary_key=True)
    username = Column(String)
    email = Column(String)


Base.metadata.create_all(engine)
app = FastAPI()
USERS: dict[str, dict] = {{}}


@app.get("/api/health-check")
def health():
    return {{"status": "ok"}}


@app.post("/api/users")
async def register(body: dict):
{register}
'''
_IN_MEMORY = '''    user = dict(body["user"])
    USERS[user["email"]] = user
    return JSONResponse({"user": {**user, "bio": "", "image": "", "token": "t"}}, status_code=201)'''
_BROKEN = '''    return JSONResponse({"errors": {"body": ["registration is broken"]}}, status_code=500)'''


def _minimal(what: str, register: str) -> Files:
    return {
        "requirements.txt": (reference("fastapi-sqlite")["requirements.txt"][0], False),
        "run.sh": ("#!/bin/sh\nexec python -m uvicorn main:app --host 0.0.0.0 --port 8080\n", True),
        "main.py": (_MINIMAL_APP.format(what=what, register=register), False),
    }


def fastapi_dict_store_with_an_engine() -> Files:
    return _minimal("the users are kept in a dict all the same", _IN_MEMORY)


def fastapi_failing_registration() -> Files:
    return _minimal("registration fails, so the suite stores nothing", _BROKEN)


# ------------------------------------------------------------------------------------ Node
def express_sqlite_raw_tags_route() -> Files:
    """The tags repository asks node-sqlite3 directly, with hand-written SQL."""
    return _edit(
        reference("express-sqlite-sequelize"), "src/repositories/tagRepository.js",
        "async function namesInUse() {",
        "const sqlite3 = require('sqlite3');\n\nasync function namesInUse() {\n"
        "  const db = new sqlite3.Database('conduit.db');\n"
        "  const rows = await new Promise((resolve, reject) => db.all(\n"
        "    'SELECT DISTINCT t.name FROM tags t JOIN article_tags at ON at.tag_id = t.id ORDER BY t.name',\n"
        "    (err, found) => (err ? reject(err) : resolve(found))));\n"
        "  db.close();\n  return rows.map((row) => row.name);\n}\n\nasync function unused() {",
    )  # fmt: skip


def express_sqlite_in_tmp() -> tuple[Files, str]:
    path = f"/tmp/conduit-runtime-test-{secrets.token_hex(4)}.db"
    return _edit(reference("express-sqlite-sequelize"), "src/db.js", "storage: 'conduit.db'", f"storage: '{path}'"), path


def express_postgres_raw_tags_query() -> Files:
    """Sequelize is there, but the tags are read with sequelize.query and hand-written SQL."""
    return _edit(
        reference("express-postgres-sequelize"), "src/repositories/tagRepository.js",
        "async function namesInUse() {",
        "async function namesInUse() {\n  const { sequelize } = Tag;\n"
        "  const rows = await sequelize.query(\n"
        "    'select distinct t.name from tags t join article_tags at on at.tag_id = t.id order by t.name',\n"
        "    { type: 'SELECT' });\n  return rows.map((row) => row.name);\n}\n\nasync function unused() {",
    )  # fmt: skip
