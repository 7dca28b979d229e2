import datetime
import os

import jwt
from flask import Flask, g, jsonify, request
from werkzeug.security import check_password_hash, generate_password_hash

from models import Article, Tag, User, db
from utils import auth_required, make_slug

app = Flask(__name__)
app.config["SQLALCHEMY_DATABASE_URI"] = "postgresql://user:password@localhost:5432/conduit"
app.config["SQLALCHEMY_TRACK_MODIFICATIONS"] = False
app.config["SECRET_KEY"] = os.environ.get("SECRET_KEY", "super-secret")
db.init_app(app)

with app.app_context():
    db.create_all()


def user_json(user):
    token = jwt.encode({"id": user.id, "exp": datetime.datetime.utcnow() + datetime.timedelta(days=1)},
                       app.config["SECRET_KEY"], algorithm="HS256")
    return {"user": {"email": user.email, "token": token, "username": user.username,
                     "bio": user.bio, "image": user.image}}


@app.route("/api/health-check")
def health():
    return jsonify({"status": "ok"})


@app.route("/api/users", methods=["POST"])
def register():
    data = request.json.get("user", {})
    if User.query.filter((User.email == data.get("email")) | (User.username == data.get("username"))).first():
        return jsonify({"errors": {"body": ["User already exists"]}}), 409
    user = User(username=data["username"], email=data["email"],
                password=generate_password_hash(data["password"]))
    db.session.add(user)
    db.session.commit()
    return jsonify(user_json(user)), 201


@app.route("/api/users/login", methods=["POST"])
def login():
    data = request.json.get("user", {})
    user = User.query.filter_by(email=data.get("email")).first()
    if not user or not check_password_hash(user.password, data.get("password", "")):
        return jsonify({"errors": {"body": ["Invalid credentials"]}}), 401
    return jsonify(user_json(user))


@app.route("/api/tags")
def tags():
    return jsonify({"tags": [t.name for t in Tag.query.order_by(Tag.name).all()]})


@app.route("/api/articles", methods=["POST"])
@auth_required
def create_article():
    data = request.json.get("article", {})
    article = Article(slug=make_slug(data["title"]), title=data["title"],
                      description=data["description"], body=data["body"], author_id=g.user.id)
    for name in data.get("tagList", []):
        article.tags.append(Tag.query.filter_by(name=name).first() or Tag(name=name))
    db.session.add(article)
    db.session.commit()
    return jsonify({"article": article.to_dict(g.user)}), 201


@app.route("/api/articles/<slug>")
def get_article(slug):
    article = Article.query.filter_by(slug=slug).first_or_404()
    return jsonify({"article": article.to_dict(getattr(g, "user", None))})


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=8080)
