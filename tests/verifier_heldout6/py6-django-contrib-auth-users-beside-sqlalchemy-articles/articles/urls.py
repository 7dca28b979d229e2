from django.urls import path

from articles import views

urlpatterns = [
    path("articles", views.articles),
    path("articles/<slug:slug>", views.article),
    path("articles/<slug:slug>/favorite", views.favorite),
    path("tags", views.tags),
]
