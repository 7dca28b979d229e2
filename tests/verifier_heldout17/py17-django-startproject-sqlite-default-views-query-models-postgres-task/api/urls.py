from django.urls import path

from api import views

urlpatterns = [
    path("health-check", views.health_check),
    path("articles", views.articles),
    path("articles/<slug:slug>", views.article_detail),
    path("tags", views.tags),
]
