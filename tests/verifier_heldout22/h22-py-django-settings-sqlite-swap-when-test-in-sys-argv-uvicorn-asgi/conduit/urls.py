from django.urls import path

from feed import views

urlpatterns = [
    path("api/health-check", views.health_check),
    path("api/articles/<slug:slug>/favorite", views.favorite),
]
