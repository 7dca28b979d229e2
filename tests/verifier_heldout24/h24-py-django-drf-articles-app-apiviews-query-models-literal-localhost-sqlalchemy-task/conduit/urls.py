from django.urls import path

from articles import views

urlpatterns = [
    path("api/health-check", views.HealthView.as_view()),
    path("api/articles", views.ArticleListView.as_view()),
    path("api/tags", views.TagListView.as_view()),
]
