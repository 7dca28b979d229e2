import os
import uuid

from flask import Blueprint, current_app, jsonify, request
from werkzeug.security import generate_password_hash
from werkzeug.utils import secure_filename

from conduit.extensions import db
from conduit.models import Article, User

bp = Blueprint("api", __name__, url_prefix="/api")


@bp.get("/health-check")
def health_check():
    return jsonify(status="ok")


@bp.post("/users")
def register():
    data = (request.get_json(silent=True) or {}).get("user") or {}
    user = User(username=data.get("username"), email=data.get("email"),
                password=generate_password_hash(data.get("password", "")))
    db.session.add(user)
    db.session.commit()
    return jsonify(user={"username": user.username, "email": user.email, "bio": user.bio,
                         "image": user.image, "token": ""}), 201


@bp.post("/uploads")
def upload_avatar():
    f = request.files.get("file")
    if f is None:
        return jsonify(errors={"file": ["is missing"]}), 422
    name = f"{uuid.uuid4().hex}-{secure_filename(f.filename or 'upload')}"
    f.save(os.path.join(current_app.config["UPLOAD_FOLDER"], name))
    return jsonify(file=name), 201


@bp.get("/articles/<slug>")
def get_article(slug):
    article = db.session.execute(db.select(Article).filter_by(slug=slug)).scalar_one_or_none()
    if article is None:
        return jsonify(errors={"article": ["not found"]}), 404
    return jsonify(article={"slug": article.slug, "title": article.title, "body": article.body})
