from django.urls import path

from conduit.routes import articles, comments

urlpatterns = [
    path("health-check", articles.health_check),
    path("articles", articles.list_articles),
    path("articles/<slug:slug>/comments", comments.comments),
]
