from django.urls import path

from conduit.routes import views

urlpatterns = [
    path("health-check", views.health_check),
    path("users", views.register),
    path("users/login", views.login),
    path("articles", views.article_collection),
    path("articles/feed", views.feed),
    path("articles/<str:slug>", views.article_item),
    path("tags", views.tags),
]
