from django.urls import path

from articles.routes import views

urlpatterns = [
    path("health-check", views.health),
    path("tags", views.tags),
    path("articles", views.articles),
    path("articles/<slug:slug>", views.article),
]
