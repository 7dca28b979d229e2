from django.urls import path

from realworld.api import views

urlpatterns = [
    path("health-check", views.health_check),
    path("profiles/<str:username>", views.profile_detail),
    path("profiles/<str:username>/follow", views.profile_follow),
    path("articles/<slug:slug>", views.article_delete),
]
