from django.urls import path

from conduit.http import views

urlpatterns = [
    path("health-check", views.health_check),
    path("users", views.register),
    path("users/login", views.login),
    path("profiles/<str:username>", views.profile),
    path("profiles/<str:username>/follow", views.profile),
    path("articles", views.article_list),
    path("articles/<slug:slug>", views.article_detail),
    path("articles/<slug:slug>/favorite", views.favorite),
    path("tags", views.tag_list),
]
