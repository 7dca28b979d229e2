from flask import Flask, jsonify

from conduit import settings
from conduit.commands import init_db, seed_tags
from conduit.models import Article, Tag, db


def create_app():
    app = Flask(__name__)
    app.config.from_object(settings)
    db.init_app(app)
    app.cli.add_command(init_db)
    app.cli.add_command(seed_tags)

    @app.get("/api/health-check")
    def health():
        return {"ok": True}

    @app.get("/api/tags")
    def tags():
        return jsonify(tags=db.session.scalars(db.select(Tag.name)).all())

    @app.get("/api/articles/<slug>")
    def article(slug):
        a = db.first_or_404(db.select(Article).filter_by(slug=slug))
        return jsonify(article={"slug": a.slug, "title": a.title, "body": a.body,
                                "tagList": [t.name for t in a.tags]})

    with app.app_context():
        db.create_all()
    return app
