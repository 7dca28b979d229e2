from django.urls import path

from . import views

urlpatterns = [
    path("profiles/<str:username>/follow", views.follow),
    path("articles/<slug:slug>/favorite", views.favorite),
]
