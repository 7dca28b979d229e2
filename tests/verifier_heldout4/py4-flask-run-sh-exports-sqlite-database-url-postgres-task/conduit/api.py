import secrets

from flask import Blueprint, current_app, jsonify, request
from itsdangerous import BadSignature, URLSafeSerializer
from werkzeug.security import check_password_hash, generate_password_hash

from conduit.extensions import db
from conduit.models import Article, User

bp = Blueprint("api", __name__, url_prefix="/api")


def _signer() -> URLSafeSerializer:
    return URLSafeSerializer(current_app.config["SECRET_KEY"], salt="auth")


def _current():
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        return None
    try:
        return db.session.get(User, _signer().loads(header[6:]))
    except BadSignature:
        return None


def _user(u: User) -> dict:
    return {"user": {"email": u.email, "username": u.username, "bio": u.bio, "image": u.image,
                     "token": _signer().dumps(u.id)}}


def _article(a: Article) -> dict:
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": a.tag_list or [], "createdAt": a.created_at.isoformat(),
            "updatedAt": a.updated_at.isoformat(), "favorited": False, "favoritesCount": 0,
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": False}}


@bp.get("/health-check")
def health_check():
    return {"status": "ok"}


@bp.post("/users")
def register():
    data = request.get_json()["user"]
    user = User(username=data["username"], email=data["email"],
                password_hash=generate_password_hash(data["password"]))
    db.session.add(user)
    db.session.commit()
    return _user(user), 201


@bp.post("/users/login")
def login():
    data = request.get_json()["user"]
    user = db.session.execute(db.select(User).filter_by(email=data["email"])).scalar_one_or_none()
    if user is None or not check_password_hash(user.password_hash, data["password"]):
        return jsonify(errors={"credentials": ["invalid"]}), 401
    return _user(user)


@bp.get("/articles")
def list_articles():
    query = db.select(Article).order_by(Article.created_at.desc())
    if request.args.get("author"):
        query = query.join(Article.author).filter(User.username == request.args["author"])
    page = db.paginate(query, page=1 + int(request.args.get("offset", 0)) // int(request.args.get("limit", 20)),
                       per_page=int(request.args.get("limit", 20)), error_out=False)
    return {"articles": [_article(a) for a in page.items], "articlesCount": page.total}


@bp.post("/articles")
def create_article():
    me = _current()
    if me is None:
        return jsonify(errors={"token": ["missing"]}), 401
    data = request.get_json()["article"]
    article = Article(slug=f"{'-'.join(data['title'].lower().split())}-{secrets.token_hex(3)}",
                      title=data["title"], description=data["description"], body=data["body"],
                      tag_list=data.get("tagList", []), author=me)
    db.session.add(article)
    db.session.commit()
    return {"article": _article(article)}, 201


@bp.get("/articles/<slug>")
def get_article(slug):
    return {"article": _article(db.one_or_404(db.select(Article).filter_by(slug=slug)))}
