import jwt
from flask import Flask, jsonify, request
from flask_cors import CORS
from werkzeug.security import check_password_hash, generate_password_hash

from models import Article, Tag, User, db

app = Flask(__name__)
app.config["SQLALCHEMY_DATABASE_URI"] = "sqlite:////tmp/conduit.db"
app.config["SECRET_KEY"] = "conduit-secret"
CORS(app)
db.init_app(app)


def auth_user():
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        return None
    payload = jwt.decode(header[6:], app.config["SECRET_KEY"], algorithms=["HS256"])
    return db.session.get(User, payload["id"])


def user_json(user):
    token = jwt.encode({"id": user.id}, app.config["SECRET_KEY"], algorithm="HS256")
    return {"email": user.email, "token": token, "username": user.username, "bio": user.bio, "image": user.image}


def article_json(article, viewer=None):
    return {
        "slug": article.slug,
        "title": article.title,
        "description": article.description,
        "body": article.body,
        "tagList": sorted(t.name for t in article.tags),
        "createdAt": article.created_at.isoformat() + "Z",
        "updatedAt": article.updated_at.isoformat() + "Z",
        "favorited": viewer in article.favorited_by if viewer else False,
        "favoritesCount": len(article.favorited_by),
        "author": {"username": article.author.username, "bio": article.author.bio, "image": article.author.image, "following": False},
    }


@app.route("/api/health-check")
def health():
    return jsonify({"status": "ok"})


@app.route("/api/users", methods=["POST"])
def register():
    data = request.json["user"]
    user = User(username=data["username"], email=data["email"], password=generate_password_hash(data["password"]))
    db.session.add(user)
    db.session.commit()
    return jsonify({"user": user_json(user)}), 201


@app.route("/api/users/login", methods=["POST"])
def login():
    data = request.json["user"]
    user = User.query.filter_by(email=data["email"]).first()
    if not user or not check_password_hash(user.password, data["password"]):
        return jsonify({"errors": {"email or password": ["is invalid"]}}), 401
    return jsonify({"user": user_json(user)})


@app.route("/api/articles")
def list_articles():
    query = Article.query.order_by(Article.created_at.desc())
    if request.args.get("tag"):
        query = query.filter(Article.tags.any(Tag.name == request.args["tag"]))
    if request.args.get("author"):
        query = query.join(User).filter(User.username == request.args["author"])
    limit = int(request.args.get("limit", 20))
    offset = int(request.args.get("offset", 0))
    page = db.paginate(query, page=offset // limit + 1, per_page=limit, error_out=False)
    viewer = auth_user()
    return jsonify({"articles": [article_json(a, viewer) for a in page.items], "articlesCount": page.total})


@app.route("/api/articles/<slug>")
def get_article(slug):
    article = db.first_or_404(db.select(Article).filter_by(slug=slug))
    return jsonify({"article": article_json(article, auth_user())})


@app.route("/api/tags")
def tags():
    return jsonify({"tags": [t.name for t in Tag.query.all()]})
