import jwt
from django.conf import settings
from django.contrib.auth.hashers import check_password, make_password
from django.shortcuts import get_object_or_404
from django.utils.text import slugify
from ninja import NinjaAPI, Schema
from ninja.security import APIKeyHeader

from realworld.models import Article, Profile

api = NinjaAPI(title="Conduit", urls_namespace="conduit")


class TokenAuth(APIKeyHeader):
    param_name = "Authorization"

    def authenticate(self, request, key):
        if not key or not key.startswith("Token "):
            return None
        try:
            uid = jwt.decode(key[6:], settings.SECRET_KEY, algorithms=["HS256"])["uid"]
        except jwt.PyJWTError:
            return None
        return Profile.objects.filter(pk=uid).first()


class Credentials(Schema):
    email: str
    password: str


class LoginIn(Schema):
    user: Credentials


class NewUser(Credentials):
    username: str


class RegisterIn(Schema):
    user: NewUser


def user_out(p: Profile) -> dict:
    token = jwt.encode({"uid": p.pk}, settings.SECRET_KEY, algorithm="HS256")
    return {"user": {"email": p.email, "token": token, "username": p.username, "bio": p.bio, "image": p.image}}


@api.get("/health-check")
def health_check(request):
    return {"status": "ok"}


@api.post("/users", response={201: dict})
def register(request, payload: RegisterIn):
    p = Profile.objects.create(username=payload.user.username, email=payload.user.email,
                               password_hash=make_password(payload.user.password))
    return 201, user_out(p)


@api.post("/users/login", response={200: dict, 401: dict})
def login(request, payload: LoginIn):
    p = Profile.objects.filter(email=payload.user.email).first()
    if p is None or not check_password(payload.user.password, p.password_hash):
        return 401, {"errors": {"credentials": ["invalid"]}}
    return 200, user_out(p)


def article_out(a: Article, viewer: Profile | None) -> dict:
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": a.tag_list, "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat(),
            "favorited": bool(viewer) and a.favorites.filter(pk=viewer.pk).exists(),
            "favoritesCount": a.favorites.count(),
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": bool(viewer) and viewer.follows.filter(pk=a.author_id).exists()}}


@api.get("/articles/{slug}")
def get_article(request, slug: str):
    return {"article": article_out(get_object_or_404(Article, slug=slug), None)}


@api.post("/articles/{slug}/favorite", auth=TokenAuth())
def favorite(request, slug: str):
    article = get_object_or_404(Article, slug=slug)
    article.favorites.add(request.auth)
    return {"article": article_out(article, request.auth)}


@api.post("/articles", auth=TokenAuth(), response={201: dict})
def create_article(request, payload: dict):
    data = payload["article"]
    a = Article.objects.create(slug=slugify(data["title"]), title=data["title"], description=data["description"],
                               body=data["body"], tag_list=data.get("tagList", []), author=request.auth)
    return 201, {"article": article_out(a, request.auth)}
