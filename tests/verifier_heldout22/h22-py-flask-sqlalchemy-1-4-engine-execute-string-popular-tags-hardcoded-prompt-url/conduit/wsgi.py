from flask import Flask, jsonify

from conduit.models import Article, Tag, db

app = Flask(__name__)
app.config["SQLALCHEMY_DATABASE_URI"] = "postgresql://user:password@postgres:5432/conduit"
app.config["SQLALCHEMY_TRACK_MODIFICATIONS"] = False
db.init_app(app)

with app.app_context():
    db.create_all()


@app.route("/api/health-check")
def health_check():
    return jsonify(status="ok")


@app.route("/api/tags")
def tags():
    result = db.engine.execute(
        "SELECT t.name FROM tags t JOIN article_tags at ON at.tag_id = t.id "
        "GROUP BY t.name ORDER BY COUNT(*) DESC, t.name"
    )
    return jsonify(tags=[row[0] for row in result])


@app.route("/api/articles/<slug>")
def article(slug):
    a = Article.query.filter_by(slug=slug).first_or_404()
    return jsonify(article={"slug": a.slug, "title": a.title, "description": a.description,
                            "body": a.body, "tagList": [t.name for t in a.tags]})
