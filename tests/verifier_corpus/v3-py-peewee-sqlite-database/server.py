from flask import Flask, abort, jsonify

from models import Article, database

app = Flask(__name__)


@app.before_request
def _connect():
    database.connect(reuse_if_open=True)


@app.teardown_request
def _close(exc):
    if not database.is_closed():
        database.close()


@app.get("/api/articles/<slug>")
def article(slug):
    found = Article.get_or_none(Article.slug == slug)
    if found is None:
        abort(404)
    return jsonify({"article": {"slug": found.slug, "title": found.title, "body": found.body}})


if __name__ == "__main__":
    database.create_tables([Article])
    app.run(host="0.0.0.0", port=8080)
