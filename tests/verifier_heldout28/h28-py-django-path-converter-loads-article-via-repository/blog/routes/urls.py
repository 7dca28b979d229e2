from django.urls import path, register_converter

from blog.routes import views
from blog.routes.converters import ArticleConverter

register_converter(ArticleConverter, "article")

urlpatterns = [
    path("health-check", views.health),
    path("users", views.users),
    path("users/login", views.login),
    path("articles", views.article_list),
    path("articles/<article:article>", views.article_detail),
    path("articles/<article:article>/comments", views.article_comments),
]
