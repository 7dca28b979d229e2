from django.urls import path

from conduit.views import articles, health, users

urlpatterns = [
    path("api/health-check", health.health_check),
    path("api/users", users.register),
    path("api/users/login", users.login),
    path("api/articles", articles.collection),
    path("api/articles/<slug:slug>", articles.detail),
    path("api/tags", articles.tags),
]
