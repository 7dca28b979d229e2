from django.urls import path

from realworld.views import api

urlpatterns = [
    path("health-check", api.Health.as_view()),
    path("users", api.Register.as_view()),
    path("users/login", api.Login.as_view()),
    path("profiles/<str:username>", api.Profile.as_view()),
    path("profiles/<str:username>/follow", api.Follow.as_view()),
    path("articles", api.Articles.as_view()),
    path("articles/feed", api.Feed.as_view()),
    path("articles/<slug:slug>/comments", api.Comments.as_view()),
    path("tags", api.Tags.as_view()),
]
