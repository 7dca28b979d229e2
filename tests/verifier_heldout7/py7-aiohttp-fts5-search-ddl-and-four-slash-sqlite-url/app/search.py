"""Full-text search over articles with SQLite FTS5, kept in sync by triggers."""
from sqlalchemy import DDL, event, literal_column, select

from app.models import Article

event.listen(Article.__table__, "after_create", DDL(
    "CREATE VIRTUAL TABLE IF NOT EXISTS articles_fts "
    "USING fts5(title, description, body, content='articles', content_rowid='id')"
))
event.listen(Article.__table__, "after_create", DDL(
    "CREATE TRIGGER IF NOT EXISTS articles_ai AFTER INSERT ON articles BEGIN "
    "INSERT INTO articles_fts(rowid, title, description, body) "
    "VALUES (new.id, new.title, new.description, new.body); END"
))
event.listen(Article.__table__, "after_create", DDL(
    "CREATE TRIGGER IF NOT EXISTS articles_ad AFTER DELETE ON articles BEGIN "
    "INSERT INTO articles_fts(articles_fts, rowid, title, description, body) "
    "VALUES ('delete', old.id, old.title, old.description, old.body); END"
))
event.listen(Article.__table__, "after_create", DDL(
    "CREATE TRIGGER IF NOT EXISTS articles_au AFTER UPDATE ON articles BEGIN "
    "INSERT INTO articles_fts(articles_fts, rowid, title, description, body) "
    "VALUES ('delete', old.id, old.title, old.description, old.body); "
    "INSERT INTO articles_fts(rowid, title, description, body) "
    "VALUES (new.id, new.title, new.description, new.body); END"
))


def search_statement(query: str):
    matching = select(literal_column("rowid")).select_from(literal_column("articles_fts")).where(
        literal_column("articles_fts MATCH :q")
    ).params(q=query)
    return select(Article).where(Article.id.in_(matching)).order_by(Article.created_at.desc())
