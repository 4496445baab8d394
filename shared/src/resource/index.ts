// Declarative resource screens live here (ads issue)
export {};
