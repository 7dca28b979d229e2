from django.urls import path

from api import views

urlpatterns = [
    path("health-check", views.health_check),
    path("articles", views.list_articles),
    path("articles/<slug:slug>", views.get_article),
]
