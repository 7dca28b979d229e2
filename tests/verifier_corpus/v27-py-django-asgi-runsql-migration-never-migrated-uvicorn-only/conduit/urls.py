from django.urls import path

from social import views

urlpatterns = [
    path("api/health", views.health),
    path("api/articles/<slug:slug>/favorite", views.favorite),
]
