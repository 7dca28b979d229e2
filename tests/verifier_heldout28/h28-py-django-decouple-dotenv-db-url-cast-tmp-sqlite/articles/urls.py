from django.urls import path

from articles import views

urlpatterns = [
    path("health-check", views.health_check),
    path("users", views.register),
    path("users/login", views.login),
    path("articles", views.articles),
    path("articles/<slug:slug>", views.article_detail),
    path("tags", views.tags),
]
