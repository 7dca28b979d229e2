from flask import Blueprint, jsonify

from app.api.articles import ArticleAPI, ArticleListAPI
from app.api.users import CurrentUserAPI, LoginAPI, RegisterAPI

api_bp = Blueprint("api", __name__)

api_bp.add_url_rule("/users", view_func=RegisterAPI.as_view("register"))
api_bp.add_url_rule("/users/login", view_func=LoginAPI.as_view("login"))
api_bp.add_url_rule("/user", view_func=CurrentUserAPI.as_view("current_user"))
api_bp.add_url_rule("/articles", view_func=ArticleListAPI.as_view("articles"))
api_bp.add_url_rule("/articles/<slug>", view_func=ArticleAPI.as_view("article"))


@api_bp.get("/health-check")
def health_check():
    return jsonify(status="ok")
